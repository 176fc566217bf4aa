import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/site/backoffice';
import { NewUserForm, UserRow } from '@/components/backoffice/UserAdmin';
import { PageHead } from '@/components/backoffice/Page';
import styles from '@/components/backoffice/Backoffice.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.nav'))('users') };
}

/** Staff accounts (admin only, spec §6). */
export default async function UsersPage() {
  const { api, user } = await requireStaff('/backoffice/benutzer', 'users.manage');
  const [t, users] = await Promise.all([getTranslations('backoffice'), api.users.list(user)]);
  return (
    <>
      <PageHead title={t('users.title')} sub={t('users.intro')} />
      <section className={styles.card} style={{ marginBottom: 20 }}>
        <NewUserForm />
      </section>
      <div className={styles.tableWrap}>
        <table className={`${styles.table} ${styles.cards}`}>
          <thead>
            <tr>
              <th>{t('users.name')}</th>
              <th>{t('users.rights')}</th>
              <th>{t('users.password')}</th>
              <th>{t('bookings.state')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <UserRow key={`${u.id}-${u.active}-${Object.values(u.rights).join()}`} user={u} self={u.id === user.id} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
