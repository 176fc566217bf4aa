/**
 * The footer (spec §1/§2): customer service (OPERATOR_EMAIL / OPERATOR_PHONE), footer menus 2 and 3,
 * two social-media links, the copyright line and the scroll-to-top button.
 */
import { Img } from '@/components/ui/Img';
import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import { getToday, type FrameData } from '@/lib/site/catalogue';
import type { ResolvedMenuNode } from '@/lib/api/model';
import { isExternalLink } from '@/lib/site/menu';
import { ClockIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { ScrollTopButton } from './ScrollTopButton';
import styles from './Footer.module.css';

export const SOCIAL_LINKS = [
  {
    id: 'facebook',
    href: 'https://www.facebook.com/alpenexpress.reisen',
    icon: '/images/social/facebook.svg',
    label: 'Facebook',
  },
  {
    id: 'instagram',
    href: 'https://www.instagram.com/alpenexpress.reisen',
    icon: '/images/social/instagram.svg',
    label: 'Instagram',
  },
] as const;

function FooterLink({ node }: { node: ResolvedMenuNode }) {
  if (node.href === null || node.href === '' || node.href === '#')
    return <span className={styles.muted}>{node.name}</span>;
  if (isExternalLink(node.href)) {
    return (
      <a href={node.href} target="_blank" rel="noopener noreferrer">
        {node.name}
      </a>
    );
  }
  return <Link href={node.href}>{node.name}</Link>;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export async function SiteFooter({ data }: { data: FrameData }) {
  const t = await getTranslations('footer');
  const { OPERATOR_EMAIL, OPERATOR_PHONE } = env();
  const year = Number((await getToday()).slice(0, 4));
  const titles: Record<number, string> = { 2: t('menuTrips'), 3: t('menuService') };
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brand} aria-labelledby="footer-about">
          <Img src="/images/logo-light.svg" alt="" width={188} height={44} className={styles.logo} />
          <h2 id="footer-about" className="visually-hidden">
            {t('aboutTitle')}
          </h2>
          <p className={styles.about}>{t('about')}</p>
          <ul className={styles.social} aria-label={t('socialTitle')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('socialLink', { network: link.label })}
                  data-testid={`social-${link.id}`}
                >
                  <Img src={link.icon} alt="" width={22} height={22} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        {data.footerMenus.map((menu) => (
          <nav
            key={menu.id}
            className={styles.menu}
            aria-labelledby={`footer-menu-${menu.id}`}
            data-testid={`footer-menu-${menu.id}`}
          >
            <h2 id={`footer-menu-${menu.id}`} className={styles.heading}>
              {titles[menu.id] ?? menu.name}
            </h2>
            <ul>
              {menu.items.map((node) => (
                <li key={node.id}>
                  <FooterLink node={node} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className={styles.service} aria-labelledby="footer-service" data-testid="customer-service">
          <h2 id="footer-service" className={styles.heading}>
            {t('serviceTitle')}
          </h2>
          <p className={styles.serviceText}>{t('serviceText')}</p>
          <ul className={styles.contact}>
            <li>
              <PhoneIcon size={18} />
              <a href={telHref(OPERATOR_PHONE)}>{OPERATOR_PHONE}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${OPERATOR_EMAIL}`}>{OPERATOR_EMAIL}</a>
            </li>
            <li>
              <ClockIcon size={18} />
              <span>{t('hours')}</span>
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('copyright', { year })}</p>
        <ScrollTopButton label={t('toTop')} className={styles.toTop} />
      </div>
    </footer>
  );
}
