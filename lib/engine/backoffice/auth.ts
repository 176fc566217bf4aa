/**
 * Staff sign-in on better-auth (a maintained library: scrypt password hashes, sessions in the
 * database with a signed HTTP-only cookie, expiry with a sliding renewal) over the engine's own
 * database through its Drizzle adapter. Sign-up is closed: accounts are made by an admin or by
 * `npm run user:create`. Wrong passwords are limited by the site before this is called
 * (lib/site/staff-sign-in: per e-mail and client address, per client address, and the hashes at once),
 * where the client's address is known.
 */
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth/minimal';
import { APIError } from 'better-auth/api';
import { parseSetCookieHeader } from 'better-auth/cookies';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { staffAccounts, staffSessions, staffUsers, staffVerifications } from '../../db/schema';
import { hmac } from '../../secret';
import type { EngineContext } from '../index';
import type { SessionCookie, SignInResult } from '../../backoffice/types';
import { NO_RIGHTS, type Rights, type StaffUser } from '../../backoffice/rights';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords';

/** A session lasts this long without use; each use renews it (at most every SESSION_RENEW_SECONDS). */
export const SESSION_SECONDS = 8 * 60 * 60;
const SESSION_RENEW_SECONDS = 15 * 60;
/** Cookies are `bo.session_token` (`__Secure-bo.session_token` under https): lib/auth/guard names them for the proxy. */
const COOKIE_PREFIX = 'bo';

type StaffUserRecord = typeof staffUsers.$inferSelect;

export function toStaffUser(row: Pick<StaffUserRecord, 'id' | 'email' | 'name' | 'active'> & Rights): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    active: row.active,
    rights: { admin: row.admin, buchhaltung: row.buchhaltung, buyer: row.buyer, gruppen: row.gruppen },
  };
}

/**
 * `secure`: whether this request came over https as the site's edge resolved it (lib/http/client).
 * better-auth would otherwise take it from baseURL (https or not), i.e. from SITE_URL or the first
 * request's origin; the cookie's Secure flag and its `__Secure-` name follow the request instead.
 */
function createAuth(ctx: EngineContext, secure: boolean) {
  const siteUrl = ctx.siteUrl();
  return betterAuth({
    appName: 'Back office',
    baseURL: siteUrl,
    basePath: '/api/auth',
    // Derived from the site's SECRET, separated from its other uses by the purpose.
    secret: hmac('better-auth', 'session-signing-key'),
    database: drizzleAdapter(ctx.db, {
      provider: 'pg',
      schema: { user: staffUsers, session: staffSessions, account: staffAccounts, verification: staffVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_RENEW_SECONDS,
      cookieCache: { enabled: false },
    },
    user: {
      additionalFields: {
        admin: { type: 'boolean', defaultValue: false, input: false },
        buchhaltung: { type: 'boolean', defaultValue: false, input: false },
        buyer: { type: 'boolean', defaultValue: false, input: false },
        gruppen: { type: 'boolean', defaultValue: false, input: false },
        active: { type: 'boolean', defaultValue: true, input: false },
      },
    },
    // The library's own limiter counts requests to its HTTP handler, which this site does not mount
    // (sign-in runs in a server action); the site limits sign-ins before they reach this (lib/site/staff-sign-in).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    logger: { disabled: true },
  });
}

type Auth = ReturnType<typeof createAuth>;

export function createStaffAuth(ctx: EngineContext) {
  const auths = new Map<boolean, Auth>();
  const instance = (secure: boolean) => {
    let auth = auths.get(secure);
    if (!auth) auths.set(secure, (auth = createAuth(ctx, secure)));
    return auth;
  };
  /** The instance that wrote the session cookie this header carries (`__Secure-` under https). */
  const instanceFor = (cookieHeader: string) => instance(cookieHeader.includes(`__Secure-${COOKIE_PREFIX}.`));

  async function userFromHeaders(headers: Headers): Promise<StaffUser | null> {
    const found = await instanceFor(headers.get('cookie') ?? '').api.getSession({ headers });
    if (!found) return null;
    const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, found.user.id));
    return row?.active ? toStaffUser(row) : null;
  }

  return {
    /**
     * Checks the password (one scrypt hash, also for an unknown e-mail): the caller limits how often.
     * `secure`: the request came over https (the cookie is then Secure and named `__Secure-…`).
     */
    async signIn(input: {
      email: string;
      password: string;
      ip: string;
      userAgent: string;
      secure?: boolean;
    }): Promise<SignInResult> {
      const email = input.email.trim().toLowerCase();

      const headers = new Headers({ 'x-forwarded-for': input.ip, 'user-agent': input.userAgent });
      let setCookie: string | null;
      let userId: string;
      try {
        const result = await instance(input.secure ?? false).api.signInEmail({
          body: { email, password: input.password, rememberMe: true },
          headers,
          returnHeaders: true,
        });
        setCookie = result.headers.get('set-cookie');
        userId = result.response.user.id;
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        return { ok: false, reason: 'invalid' };
      }

      const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, userId));
      if (!row?.active) {
        await ctx.db.delete(staffSessions).where(eq(staffSessions.userId, userId));
        return { ok: false, reason: 'inactive' };
      }

      const cookies = parseSetCookieHeader(setCookie ?? '');
      const name = [...cookies.keys()].find((n) => n.endsWith(`${COOKIE_PREFIX}.session_token`));
      const attributes = name ? cookies.get(name) : undefined;
      if (!name || !attributes) throw new Error('better-auth answered the sign-in without a session cookie');
      const cookie: SessionCookie = {
        name,
        value: decodeURIComponent(attributes.value),
        maxAge: attributes['max-age'] === undefined ? undefined : Number(attributes['max-age']),
        path: attributes.path ?? '/',
        httpOnly: true,
        secure: Boolean(attributes.secure),
        sameSite: String(attributes.samesite ?? 'lax').toLowerCase() === 'strict' ? 'strict' : 'lax',
      };
      return { ok: true, cookie, user: toStaffUser(row) };
    },

    async session(cookieHeader: string): Promise<StaffUser | null> {
      if (!cookieHeader.includes(`${COOKIE_PREFIX}.session_token`)) return null;
      return userFromHeaders(new Headers({ cookie: cookieHeader }));
    },

    async signOut(cookieHeader: string): Promise<void> {
      if (!cookieHeader) return;
      try {
        await instanceFor(cookieHeader).api.signOut({ headers: new Headers({ cookie: cookieHeader }) });
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
      }
    },

    /** Creates a user with a credential account (the admin plugin's way, without its HTTP endpoint). */
    async createCredentialUser(input: { email: string; name: string; password: string; rights: Rights }) {
      const context = await instance(false).$context;
      const hash = await context.password.hash(input.password);
      const user = await context.internalAdapter.createUser(
        {
          email: input.email.trim().toLowerCase(),
          name: input.name,
          emailVerified: true,
          ...NO_RIGHTS,
          ...input.rights,
          active: true,
        },
        { method: 'admin' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
      });
      return user.id;
    },

    async setPassword(userId: string, password: string): Promise<void> {
      const context = await instance(false).$context;
      const hash = await context.password.hash(password);
      await context.internalAdapter.updatePassword(userId, hash);
      await context.internalAdapter.deleteUserSessions(userId);
    },

    async revokeSessions(userId: string): Promise<void> {
      await ctx.db.delete(staffSessions).where(eq(staffSessions.userId, userId));
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
