import type { Metadata } from 'next';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { orNotFound, requireStaff } from '@/lib/site/backoffice';
import { CheckinApp } from '@/components/backoffice/CheckinApp';
import { dayWithWeekday } from '@/components/backoffice/format';
import { PageHead } from '@/components/backoffice/Page';

type Props = { params: Promise<{ departure: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.checkin'))('title') };
}

/** Check-in on the bus (spec §1) for one departure: the driver's phone page. */
export default async function CheckinPage({ params }: Props) {
  const id = Number((await params).departure);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const { api, user } = await requireStaff(`/backoffice/checkin/${id}`, 'checkin.scan');
  const [t, list] = await Promise.all([getTranslations('backoffice.checkin'), orNotFound(api.checkin.list(user, id))]);
  return (
    <>
      <PageHead
        title={t('title')}
        sub={
          <>
            {list.title} · {dayWithWeekday(list.dateFrom)}
            {list.departure ? ` · ${list.departure} Uhr` : ''}
          </>
        }
        style={{ maxWidth: 640, margin: '0 auto 16px' }}
      />
      <CheckinApp list={list} />
    </>
  );
}
