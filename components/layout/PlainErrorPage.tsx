/**
 * The error pages' slim frame (spec §2): the logo as the way home, then the error screen with contact
 * data. Shared by the not-found screen (NotFoundScreen) and the error boundary (error.tsx), which get
 * their texts and contact data in the browser and pass them in.
 */
import { ErrorScreen, type ErrorScreenProps } from '@/components/layout/ErrorScreen';
import styles from '@/components/layout/Frame.module.css';

export function PlainErrorPage({ homeAriaLabel, ...screen }: ErrorScreenProps & { homeAriaLabel: string }) {
  return (
    <div className={styles.plain}>
      <header className={styles.plainBar}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: after an error the client router may be in a bad state */}
        <a href="/" aria-label={homeAriaLabel}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG (never optimised): next/image's client code would load on every page with this boundary */}
          <img src="/images/logo.svg" alt="" width={188} height={44} loading="eager" decoding="async" />
        </a>
      </header>
      <main id="main" className={styles.main} data-width="form">
        <ErrorScreen {...screen} />
      </main>
    </div>
  );
}
