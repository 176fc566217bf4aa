/**
 * The logo: a link home that also resets the stored booking session data (spec §2). The picture is
 * rendered here (on the server), only the link's click handler is client code (HomeLink).
 */
import { Img } from '@/components/ui/Img';
import { HomeLink } from './HomeLink';
import styles from './Header.module.css';

export function LogoLink({ label, src = '/images/logo-light.svg' }: { label: string; src?: string }) {
  return (
    <HomeLink label={label} className={styles.logo}>
      <Img src={src} alt="" width={188} height={44} loading="eager" />
    </HomeLink>
  );
}
