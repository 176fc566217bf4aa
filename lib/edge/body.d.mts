import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
export const ALLOWED_METHODS: string[];
export const BODY_IDLE_MS: number;
export const BODY_BUDGET_BYTES: number;
export interface BodyBudget {
  readonly used: number;
  take(n: number): boolean;
  give(n: number): void;
  wait(retry: () => boolean): void;
  cancel(retry: () => boolean): void;
}
export function createBodyBudget(bytes: number): BodyBudget;
export function admitBody(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { limit?: number; idleMs?: number; budget?: BodyBudget },
): boolean;
export function refuseConnect(req: IncomingMessage, socket: Duplex): void;
