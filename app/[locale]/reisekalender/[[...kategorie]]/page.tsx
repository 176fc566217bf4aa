import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { notFound } from '@/lib/http/fault-status';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/content/PageFrame';
import { PageHeader } from '@/components/content/PageHeader';
import { TripCalendar } from '@/components/trip/TripCalendar';
import { ChipNav } from '@/components/ui/ChipNav';
import { getCategories, listTrips } from '@/lib/site/catalogue';
import {
  calendarPath,
  monthKey,
  monthRange,
  parseCategoryId,
  parseMonth,
  shiftMonth,
  todayIso,
} from '@/lib/site/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Category } from '@/lib/api/model';
import { perRequest } from '@/lib/http/per-request';

// Per request (the query, the visitor's cookies or today's date); its catalogue reads are cached.
export const instant = false;

type Props = { params: Promise<{ kategorie?: string[] }>; searchParams: Promise<{ monat?: string | string[] }> };

/** How far ahead the calendar can be paged. */
const MONTHS_AHEAD = 12;

async function resolve(segments: string[] | undefined) {
  if ((segments?.length ?? 0) > 1) notFound();
  const categories = await getCategories(await getLocale());
  let category: Category | undefined;
  if (segments?.[0]) {
    const id = parseCategoryId(segments[0]);
    category = categories.find((c) => c.id === id);
    if (!category) notFound();
  }
  const base = category ? calendarPath(category) : '/reisekalender';
  return { categories, category, base };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kategorie } = await params;
  const [{ category, base }, t, locale] = await Promise.all([
    resolve(kategorie),
    getTranslations('calendar'),
    getLocale(),
  ]);
  return pageMetadata({
    title: category ? t('titleFor', { name: category.name }) : t('title'),
    description: t('description'),
    path: base,
    locale,
  });
}

/**
 * Without ?monat the calendar opens on the current month, or on the first month with a departure when the
 * current one has none (before the season a visitor would otherwise land on an empty grid).
 */
async function firstMonthWithDepartures(current: { year: number; month: number }, category?: number) {
  const { trips } = await listTrips({
    locale: await getLocale(),
    category,
    dateFrom: todayIso(),
    page: 1,
    pageSize: 50,
    withIntro: false,
  });
  const first = trips.map((trip) => trip.startDate).sort()[0];
  const found = first ? parseMonth(first.slice(0, 7)) : null;
  const index = (m: { year: number; month: number }) => m.year * 12 + m.month;
  return found && index(found) > index(current) && index(found) <= index(current) + MONTHS_AHEAD ? found : current;
}

/** /reisekalender/:kategorie? – the departures of a month (?monat=YYYY-MM), optionally of one category. */
export default async function TripCalendarPage({ params, searchParams }: Props) {
  await perRequest();
  const [{ kategorie }, { monat }] = await Promise.all([params, searchParams]);
  const { categories, category, base } = await resolve(kategorie);
  if (category && kategorie?.[0] !== base.split('/').pop()) permanentRedirect(base);

  const today = todayIso();
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  const requested =
    parseMonth(Array.isArray(monat) ? monat[0] : monat) ?? (await firstMonthWithDepartures(current, category?.id));
  const index = (m: { year: number; month: number }) => m.year * 12 + m.month;
  const shown =
    index(requested) < index(current)
      ? current
      : index(requested) > index(current) + MONTHS_AHEAD
        ? shiftMonth(current.year, current.month, MONTHS_AHEAD)
        : requested;
  const { from, till } = monthRange(shown.year, shown.month);

  const [t, tSeo, result] = await Promise.all([
    getTranslations('calendar'),
    getTranslations('seo'),
    listTrips({
      locale: await getLocale(),
      category: category?.id,
      dateFrom: from,
      dateTill: till,
      page: 1,
      pageSize: 999,
      withIntro: false,
    }),
  ]);
  const href = (m: { year: number; month: number }) => `${base}?monat=${monthKey(m.year, m.month)}`;
  const previous = shiftMonth(shown.year, shown.month, -1);
  const next = shiftMonth(shown.year, shown.month, 1);
  const title = category ? t('titleFor', { name: category.name }) : t('title');

  return (
    <PageFrame wide>
      <PageHeader
        title={title}
        lead={t('lead')}
        breadcrumbLabel={tSeo('breadcrumb')}
        crumbs={[
          { name: tSeo('home'), href: '/' },
          { name: t('title'), href: category ? '/reisekalender' : undefined },
          ...(category ? [{ name: category.name }] : []),
        ]}
      />
      <ChipNav
        label={t('filterLabel')}
        chips={[
          { key: 'all', href: '/reisekalender', label: t('allCategories'), active: !category },
          ...categories.map((c) => ({
            key: c.id,
            href: `${calendarPath(c)}?monat=${monthKey(shown.year, shown.month)}`,
            label: c.name,
            active: c.id === category?.id,
          })),
        ]}
      />
      <TripCalendar
        year={shown.year}
        month={shown.month}
        trips={result.trips}
        previousHref={index(previous) >= index(current) ? href(previous) : undefined}
        nextHref={index(next) <= index(current) + MONTHS_AHEAD ? href(next) : undefined}
      />
    </PageFrame>
  );
}
