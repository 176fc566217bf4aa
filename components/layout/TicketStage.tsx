'use client';
/** The image stage and the side drawer of the ticket layout (see TicketFrame). */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/components/ui/icons';
import styles from './TicketFrame.module.css';

export function TicketStage({
  image,
  imageAlt,
  title,
  intro,
  drawerTitle,
  defaultOpen,
  children,
}: {
  image: string;
  imageAlt: string;
  title: ReactNode;
  intro?: ReactNode;
  drawerTitle: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('layout');
  const [open, setOpen] = useState(defaultOpen);
  const drawerId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.stage} data-open={open ? 'true' : 'false'}>
      {/* eslint-disable-next-line @next/next/no-img-element -- catalogue picture from the booking API, on any host; next/image needs each host configured */}
      <img src={image} alt={imageAlt} className={styles.background} data-testid="ticket-background" />
      <div className={styles.shade} aria-hidden="true" />
      <main id="main" className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('drawerClose') : drawerTitle}
        </button>
      </main>
      <aside
        id={drawerId}
        className={styles.drawer}
        aria-labelledby={titleId}
        hidden={!open}
        data-testid="ticket-drawer"
      >
        <div className={styles.drawerHead}>
          <h2 id={titleId} className={styles.drawerTitle}>
            {drawerTitle}
          </h2>
          <button type="button" className={styles.close} aria-label={t('drawerClose')} onClick={() => setOpen(false)}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div className={styles.drawerBody}>{children}</div>
      </aside>
    </div>
  );
}
