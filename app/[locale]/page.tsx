import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { formatDate } from '@/lib/format';
import { DAY_TRIP_CATEGORY, OFFLINE_TITLE } from '@/lib/site/book-now';
import { getCategoryTrips, getDayTripState, getDayTripOverviewPath } from '@/lib/site/catalogue';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { Hero } from '@/components/layout/Hero';
import { HomeHero } from '@/components/home/HomeHero';
import { Highlights } from '@/components/home/Highlights';
import { DayTrips } from '@/components/home/DayTrips';
import { HowItWorks } from '@/components/home/HowItWorks';
import { Departures } from '@/components/home/Departures';
import { WeatherWebcam } from '@/components/home/WeatherWebcam';
import { NewsletterTeaser } from '@/components/home/NewsletterTeaser';
import { AwardsService } from '@/components/home/AwardsService';
import styles from '@/components/home/Home.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('metaTitle'), alternates: { canonical: '/' } };
}

/** Home (spec §1): every block of the landing page, in the default layout with the hero image. */
export default async function HomePage() {
  const [locale, t, tn] = await Promise.all([getLocale(), getTranslations('home'), getTranslations('newsletter')]);
  const [trips, dayTrips, overviewHref] = await Promise.all([
    getCategoryTrips(DAY_TRIP_CATEGORY, locale),
    getDayTripState(locale),
    getDayTripOverviewPath(),
  ]);
  const first = trips?.find((trip) => trip.title !== OFFLINE_TITLE);
  const seasonDate = first ? formatDate(first.startDate) : undefined;
  const { NEWSLETTER_URL, OPERATOR_EMAIL, OPERATOR_PHONE } = env();
  return (
    <SiteFrame
      width="full"
      hero={
        <Hero>
          <HomeHero bookNowHref={dayTrips.bookNowHref} offlinePhone={OPERATOR_PHONE} overviewHref={overviewHref} />
        </Hero>
      }
    >
      <div className={styles.page}>
        <Highlights seasonDate={seasonDate} />
        <DayTrips trips={trips} overviewHref={overviewHref} />
        <HowItWorks />
        <Departures />
        <WeatherWebcam />
        <NewsletterTeaser
          url={NEWSLETTER_URL}
          texts={{
            eyebrow: t('newsletterEyebrow'),
            title: t('newsletterTitle'),
            text: t('newsletterText'),
            button: t('newsletterButton'),
            dialog: {
              title: tn('title'),
              frameTitle: tn('frameTitle'),
              consentTitle: tn('consentTitle'),
              consentText: tn('consentText'),
              consentButton: tn('consentButton'),
              doubleOptIn: tn('doubleOptIn'),
              unavailable: tn('unavailable', { email: OPERATOR_EMAIL }),
            },
          }}
        />
        <AwardsService />
      </div>
    </SiteFrame>
  );
}
