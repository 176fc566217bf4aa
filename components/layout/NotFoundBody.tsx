'use client';
/** The not-found page's content (spec §2/§4/§8). Loaded by NotFoundScreen when it shows. */
import { useTranslations } from 'next-intl';
import { PlainErrorPage } from '@/components/layout/PlainErrorPage';

export default function NotFoundBody() {
  const t = useTranslations('error');
  return <PlainErrorPage code="404" title={t('notFoundTitle')} text={t('notFoundText')} />;
}
