/**
 * Security events of the back office (issue 26) as structured log lines (lib/log): sign-ins that
 * succeed, fail, are refused or slowed by the limits, sign-outs, and every change of an account
 * (created, rights, (de)activated, password). A line names the client address (lib/site/rate-limit's
 * `clientAddress`) and the accounts by a pseudonym, the first 12 hex digits of a SHA-256: of the
 * lower-case e-mail address for sign-ins and the one who made a change, of the user id for the account
 * changed. Support can find an account's lines without the log holding its address. Never a password,
 * cookie or token.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { logger } from '../log';

export type SecurityEvent =
  | 'signin.success'
  | 'signin.failure'
  | 'signin.throttled'
  | 'signin.slowed'
  | 'signin.busy'
  | 'signout'
  | 'user.created'
  | 'user.rights'
  | 'user.deactivated'
  | 'user.reactivated'
  | 'user.password';

/** A stable pseudonym for an e-mail address or user id (see above). */
export function pseudonym(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 12);
}

export interface SecurityFields {
  /** The client's address. */
  ip: string;
  /** The account the event is about (pseudonym of its e-mail address, or of its id). */
  account?: string;
  /** The staff member who made a change (pseudonym of their e-mail address). */
  actor?: string;
  /** Why or what: 'invalid', 'inactive', the limit that refused, the rights given. */
  reason?: string;
}

const WARNINGS = new Set<SecurityEvent>(['signin.failure', 'signin.throttled', 'signin.slowed', 'signin.busy']);

export function logSecurityEvent(event: SecurityEvent, fields: SecurityFields): void {
  const line = { security: event, ...fields };
  if (WARNINGS.has(event)) logger().warn(line, `security: ${event}`);
  else logger().info(line, `security: ${event}`);
}
