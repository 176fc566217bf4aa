/**
 * The back-office accounts of the end-to-end run, created with `npm run user:create` before the app
 * starts (playwright.config.ts): there is no demo admin in the app itself.
 */
export const STAFF = {
  admin: { email: 'e2e.admin@example.org', password: 'e2e-admin-passwort', name: 'Erika Admin', rights: 'admin' },
  driver: { email: 'e2e.fahrer@example.org', password: 'e2e-fahrer-passwort', name: 'Fritz Fahrer', rights: 'gruppen' },
} as const;

/** The shell commands that create them. */
export const createStaffCommand = Object.values(STAFF)
  .map(
    (u) => `npm run user:create -- --email ${u.email} --password ${u.password} --name "${u.name}" --rights ${u.rights}`,
  )
  .join(' && ');
