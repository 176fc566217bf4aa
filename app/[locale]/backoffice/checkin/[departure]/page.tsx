import type { Metadata } from 'next';
import { notFound } from '@/lib/http/fault-status';
import { getTranslations } from 'next-intl/server';
import { orNotFound, requireStaff } from '@/lib/site/backoffice';
import { CheckinApp } from '@/components/backoffice/CheckinApp';
import { dayWithWeekday } from '@/components/backoffice/format';
import { PageHead } from '@/components/backoffice/Page';
import { parseDepartureKey } from '@/lib/backoffice/departure';

type Props = { params: Promise<{ departure: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('backoffice.checkin'))('title') };
}

/** Check-in on the bus (spec §1) for one departure: the driver's phone page. */
export default async function CheckinPage({ params }: Props) {
  const key = (await params).departure;
  const departure = parseDepartureKey(key);
  if (!departure) notFound();
  const { api, user } = await requireStaff(`/backoffice/checkin/${key}`, 'checkin.scan');
  const [t, list] = await Promise.all([
    getTranslations('backoffice.checkin'),
    orNotFound(api.checkin.list(user, departure)),
  ]);
  return (
    <>
      <PageHead
        title={t('title')}
        sub={
          <>
            {list.title}
            {list.match ? ` · ${list.match}` : ''} ·{' '}
            <span data-testid="checkin-day">{dayWithWeekday(list.dateFrom)}</span>
            {list.departure ? ` · ${list.departure} Uhr` : ''}
          </>
        }
        style={{ maxWidth: 640, margin: '0 auto 16px' }}
      />
      <CheckinApp list={list} />
    </>
  );
}
