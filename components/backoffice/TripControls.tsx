'use client';
/** The buyer's controls of a trip: online/offline, a service closed or opened, its free places. */
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/Toast';
import type { StaffResult } from '@/lib/site/backoffice';
import { setServiceClosedAction, setServiceFreeAction, setTripOnlineAction } from './actions';
import { StaffDialog } from './StaffDialog';
import styles from './Backoffice.module.css';

function useRun() {
  const [pending, start] = useTransition();
  const router = useRouter();
  const t = useTranslations('backoffice');
  const run = (action: () => Promise<StaffResult<unknown>>, success: string, after?: () => void) =>
    start(async () => {
      const result = await action().catch(() => null);
      after?.();
      if (result?.ok) {
        toast({ tone: 'success', message: success });
        router.refresh();
      } else toast({ tone: 'error', message: result?.message ?? t('errors.failed') });
    });
  return { pending, run, t };
}

export function OnlineToggle({ journeyId, online, title }: { journeyId: number; online: boolean; title: string }) {
  const { pending, run, t } = useRun();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant={online ? 'outline' : 'secondary'}
        disabled={pending}
        onClick={() =>
          online ? setAsking(true) : run(() => setTripOnlineAction(journeyId, true), t('trips.nowOnline'))
        }
        data-testid={`online-${journeyId}`}
      >
        {online ? t('trips.setOffline') : t('trips.setOnline')}
      </Button>
      <StaffDialog
        kind="inactive"
        open={asking}
        busy={pending}
        title={t('trips.offlineTitle', { name: title })}
        text={t('trips.offlineText')}
        onConfirm={() =>
          run(
            () => setTripOnlineAction(journeyId, false),
            t('trips.nowOffline'),
            () => setAsking(false),
          )
        }
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

export function ServiceControls({
  serviceId,
  name,
  free,
  closed,
}: {
  serviceId: number;
  name: string;
  free: number;
  closed: boolean;
}) {
  const { pending, run, t } = useRun();
  const [value, setValue] = useState(String(free));
  return (
    <div className={styles.inline}>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          const number = Number(value);
          if (!Number.isInteger(number) || number < 0) {
            toast({ tone: 'error', message: t('errors.freeRange') });
            return;
          }
          run(() => setServiceFreeAction(serviceId, number), t('trips.freeSaved', { name, free: number }));
        }}
      >
        <label className={styles.inline}>
          <span className={styles.meta}>{t('trips.free')}</span>
          <input
            type="number"
            min={0}
            max={999}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-label={t('trips.freeOf', { name })}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" disabled={pending || value === String(free)}>
          {t('trips.save')}
        </Button>
      </form>
      <Button
        size="sm"
        variant="ghost"
        disabled={pending}
        onClick={() =>
          run(() => setServiceClosedAction(serviceId, !closed), t(closed ? 'trips.opened' : 'trips.closed', { name }))
        }
      >
        {closed ? t('trips.open') : t('trips.close')}
      </Button>
    </div>
  );
}
