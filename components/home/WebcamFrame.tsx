'use client';
/**
 * The webcam frame (spec §2): the third-party iframe is loaded only after scrolling beyond 2000 px;
 * until then the placeholder picture (rendered on the server, WeatherWebcam) shows.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { WEBCAM_THRESHOLD } from '@/components/layout/scroll-math';
import styles from './Webcam.module.css';

export function WebcamFrame({
  url,
  title,
  laterText,
  unavailableText,
  placeholder,
}: {
  url?: string;
  title: string;
  laterText: string;
  unavailableText: string;
  placeholder?: ReactNode;
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
          {placeholder}
          <p className={styles.webcamNote}>{url ? laterText : unavailableText}</p>
        </>
      )}
      <span className={styles.live} aria-hidden="true">
        LIVE
      </span>
    </div>
  );
}
