import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/config/env';
import styles from './Webcam.module.css';

/** The live webcam of the third-party TV provider (WEBCAM_URL); a calm note when none is configured. */
export async function Webcam() {
  const t = await getTranslations('content.webcam');
  const url = env().WEBCAM_URL;
  return (
    <section className={styles.webcam} aria-label={t('label')}>
      {url ? (
        <div className={styles.frame}>
          <iframe
            src={url}
            title={t('label')}
            loading="lazy"
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      ) : (
        <p className={styles.unavailable}>{t('unavailable')}</p>
      )}
    </section>
  );
}
