/**
 * The error page body (spec §2 "Other screens"): title, body text, contact e-mail and phone, and a
 * back-to-home button, all given as props (PlainErrorPage reads them in the browser).
 */
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/Button';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import styles from './ErrorScreen.module.css';

export interface ErrorScreenProps {
  code: '404' | '500' | '503';
  title: string;
  text: string;
  contactIntro: string;
  email: string;
  phone: string;
  homeLabel: string;
  /** extra actions (e.g. retry) */
  actions?: ReactNode;
}

export function ErrorScreen({ code, title, text, contactIntro, email, phone, homeLabel, actions }: ErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="error-title" data-testid="error-screen" data-code={code}>
      <svg className={styles.art} viewBox="0 0 320 160" aria-hidden="true">
        <defs>
          <linearGradient id="errSky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fbeae8" />
            <stop offset="1" stopColor="#ffffff" />
          </linearGradient>
          {/* the mountains follow the round corners of the sky, also at the bottom */}
          <clipPath id="errFrame">
            <rect width="320" height="160" rx="20" />
          </clipPath>
        </defs>
        <rect width="320" height="160" rx="20" fill="url(#errSky)" />
        <path
          d="M0 130 L70 60 L100 90 L150 30 L210 110 L240 80 L320 140 L320 160 L0 160 Z"
          fill="#e9d3cf"
          clipPath="url(#errFrame)"
        />
        <path
          d="M150 30 L170 57 L160 53 L150 62 L141 52 L132 56 Z M70 60 L82 72 L75 70 L69 76 L63 69 Z"
          fill="#ffffff"
        />
        <text x="160" y="118" textAnchor="middle" fontSize="64" fontWeight="800" fill="#ba2819" opacity="0.9">
          {code}
        </text>
      </svg>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.contact}>
        <p>{contactIntro}</p>
        <ul>
          <li>
            <MailIcon size={18} />
            <a href={`mailto:${email}`}>{email}</a>
          </li>
          <li>
            <PhoneIcon size={18} />
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        </ul>
      </div>
      <div className={styles.actions}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: after an error the client router may be in a bad state */}
        <a href="/" className={buttonClassName({ variant: 'primary', size: 'lg' })} data-testid="back-home">
          {homeLabel}
        </a>
        {actions}
      </div>
    </section>
  );
}
