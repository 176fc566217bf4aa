'use client';
/** The webcam frame (spec §2): the third-party iframe is loaded only after scrolling beyond 2000 px. */
import { useEffect, useState } from 'react';
import Image from 'next/image';
import { WEBCAM_THRESHOLD } from '@/components/layout/scroll-math';
import styles from './Home.module.css';

export function WebcamFrame({
  url,
  title,
  laterText,
  unavailableText,
}: {
  url?: string;
  title: string;
  laterText: string;
  unavailableText: string;
}) {
  const [load, setLoad] = useState(false);

  useEffect(() => {
    if (!url) return;
    const check = () => {
      if (window.scrollY > WEBCAM_THRESHOLD) {
        setLoad(true);
        window.removeEventListener('scroll', check);
      }
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [url]);

  return (
    <div className={styles.webcam} data-testid="webcam">
      {url && load ? (
        <iframe
          src={url}
          title={title}
          loading="lazy"
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
          className={styles.webcamFrame}
        />
      ) : (
        <>
          <Image src="/images/webcam-placeholder.svg" alt="" fill className={styles.webcamFrame} />
          <p className={styles.webcamNote}>{url ? laterText : unavailableText}</p>
        </>
      )}
      <span className={styles.live} aria-hidden="true">
        LIVE
      </span>
    </div>
  );
}
