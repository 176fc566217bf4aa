/** Staff accounts (admin only): create, rights, deactivate ('inactive') and reactivate ('restore'), password. */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { staffUsers } from '../../db/schema';
import { RIGHTS, type Rights, type StaffUser } from '../../backoffice/rights';
import { BackofficeError, type NewStaffUser, type StaffUserRow } from '../../backoffice/types';
import type { EngineContext } from '../index';
import { toStaffUser, type StaffAuth } from './auth';
import { checkPassword, MAX_PASSWORD_LENGTH } from './passwords';
import { invalid, notFound, requireRight } from './guard';

const rightsSchema = z.object(
  Object.fromEntries(RIGHTS.map((r) => [r, z.boolean()])) as Record<keyof Rights, z.ZodBoolean>,
);

export const newUserSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(200),
  name: z.string().trim().min(1).max(120),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  rights: rightsSchema,
});

function toRow(row: typeof staffUsers.$inferSelect): StaffUserRow {
  const user = toStaffUser(row);
  return { ...user, createdAt: row.createdAt.toISOString() };
}

export function createUserDesk(ctx: EngineContext, auth: StaffAuth) {
  const { db } = ctx;
  return {
    async list(actor: StaffUser): Promise<StaffUserRow[]> {
      requireRight(actor, 'users.manage');
      const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.email));
      return rows.map(toRow);
    },

    async create(actor: StaffUser | null, input: NewStaffUser): Promise<StaffUserRow> {
      if (actor) requireRight(actor, 'users.manage');
      const parsed = newUserSchema.safeParse(input);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'email');
        invalid(field === 'password' ? 'passwordTooShort' : field === 'name' ? 'nameMissing' : 'emailInvalid');
      }
      const [existing] = await db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.email, parsed.data.email));
      if (existing) throw new BackofficeError('conflict', 'userExists');
      const verdict = checkPassword(parsed.data.password, [parsed.data.email, parsed.data.name]);
      if (verdict !== 'ok') invalid(verdict);
      const id = await auth.createCredentialUser(parsed.data);
      const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
      return toRow(row);
    },

    async update(
      actor: StaffUser,
      id: string,
      change: { rights?: Rights; active?: boolean; name?: string },
    ): Promise<void> {
      requireRight(actor, 'users.manage');
      // An admin cannot lock themselves out: their own admin right and account stay.
      if (id === actor.id && (change.active === false || change.rights?.admin === false)) invalid('notYourself');
      const rights = change.rights ? rightsSchema.parse(change.rights) : undefined;
      const name = change.name?.trim();
      if (change.name !== undefined && !name) invalid('nameMissing');
      const updated = await db
        .update(staffUsers)
        .set({
          ...(rights ?? {}),
          ...(change.active === undefined ? {} : { active: change.active }),
          ...(name ? { name } : {}),
          updatedAt: ctx.now(),
        })
        .where(eq(staffUsers.id, id))
        .returning({ id: staffUsers.id });
      if (!updated.length) notFound('userNotFound');
      if (change.active === false) await auth.revokeSessions(id);
    },

    async setPassword(actor: StaffUser, id: string, password: string): Promise<void> {
      requireRight(actor, 'users.manage');
      const [row] = await db
        .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
        .from(staffUsers)
        .where(eq(staffUsers.id, id));
      if (!row) notFound('userNotFound');
      const verdict = checkPassword(password, [row.email, row.name]);
      if (verdict !== 'ok') invalid(verdict);
      await auth.setPassword(id, password);
    },
  };
}
