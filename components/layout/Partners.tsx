/** Six partner logos as external links (spec §1/§9), above the footer of the default layout. */
import { Img } from '@/components/ui/Img';
import { getTranslations } from 'next-intl/server';
import styles from './Partners.module.css';

export const PARTNERS = [
  {
    id: 'bergbahnen',
    name: 'Alpenland Bergbahnen',
    href: 'https://www.alpenland-bergbahnen.example',
    logo: '/images/partners/alpenland-bergbahnen.svg',
  },
  {
    id: 'skischule',
    name: 'Skischule Gipfelstürmer',
    href: 'https://www.skischule-gipfelstuermer.example',
    logo: '/images/partners/skischule-gipfelstuermer.svg',
  },
  {
    id: 'sport',
    name: 'Sport Huber',
    href: 'https://www.sport-huber.example',
    logo: '/images/partners/sport-huber.svg',
  },
  {
    id: 'verleih',
    name: 'Snowrent Skiverleih',
    href: 'https://www.snowrent.example',
    logo: '/images/partners/snowrent.svg',
  },
  {
    id: 'versicherung',
    name: 'Reiseschutz Bayern',
    href: 'https://www.reiseschutz-bayern.example',
    logo: '/images/partners/reiseschutz-bayern.svg',
  },
  {
    id: 'tourismus',
    name: 'Tirol Winterwelt',
    href: 'https://www.tirol-winterwelt.example',
    logo: '/images/partners/tirol-winterwelt.svg',
  },
] as const;

export async function Partners() {
  const t = await getTranslations('home');
  return (
    <section className={styles.section} aria-labelledby="partners-title" data-testid="partners">
      <h2 id="partners-title" className={styles.title}>
        {t('partnersTitle')}
      </h2>
      <ul className={styles.grid}>
        {PARTNERS.map((partner) => (
          <li key={partner.id}>
            <a
              href={partner.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.link}
              aria-label={t('partnerLink', { name: partner.name })}
            >
              <Img src={partner.logo} alt={partner.name} width={180} height={72} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
