'use client';
/**
 * The not-found page's content (spec §2/§4/§8) from what the browser has already: the `error` and
 * `layout` texts and the operator's contact (SiteContact). Loaded by NotFoundScreen when it shows.
 */
import { useTranslations } from 'next-intl';
import { PlainErrorPage } from '@/components/layout/PlainErrorPage';
import { useSiteContact } from '@/components/layout/SiteContact';

export default function NotFoundBody() {
  const t = useTranslations('error');
  const layout = useTranslations('layout');
  const contact = useSiteContact();
  return (
    <PlainErrorPage
      homeAriaLabel={layout('homeLabel')}
      code="404"
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      contactIntro={t('contactIntro')}
      email={contact.email}
      phone={contact.phone}
      homeLabel={t('backHome')}
    />
  );
}
