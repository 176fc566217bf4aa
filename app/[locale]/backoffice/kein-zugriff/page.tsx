import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/lib/site/backoffice';
import styles from '@/components/backoffice/Backoffice.module.css';

/** Where a page sends a staff member without its right (the server refuses the action itself with 403). */
export default async function ForbiddenPage() {
  await requireStaff('/backoffice/kein-zugriff');
  const t = await getTranslations('backoffice');
  return (
    <div className={styles.empty} role="alert">
      <h1 style={{ marginTop: 0 }}>{t('forbidden.title')}</h1>
      <p>{t('forbidden.text')}</p>
      <Link href="/backoffice">{t('forbidden.back')}</Link>
    </div>
  );
}
