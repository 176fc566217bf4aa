'use client';
/**
 * Check-in on the bus (spec §1), a phone page for the driver: scan the QR code of the confirmation
 * PDF with the camera (or a photo of it), or type the process number. It shows name, seat and
 * boarding point and marks the booking boarded; a second scan of the same ticket warns. Scans are
 * matched against the list loaded with the page and queued in localStorage, so it keeps working
 * without network; back online it offers to sync (the spec's 'sync' dialog). The first scan wins on
 * the server too, also across several phones.
 */
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import type { IScannerControls } from '@zxing/browser';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/Toast';
import { prefetchQrReader, readQrPhoto } from './qr-photo';
import type { CheckinEntry, CheckinList, CheckinRequest, CheckinResult } from '@/lib/backoffice/types';
import { checkinAction } from './actions';
import { loadQueue, matches, mergeOffline, saveList, saveQueue } from './checkin-store';
import { StaffDialog } from './StaffDialog';
import { useHydrated } from '@/components/ui/hydration';
import styles from './Checkin.module.css';

type Outcome =
  | { kind: 'boarded' | 'already' | 'cancelled'; entry: CheckinEntry }
  | { kind: 'unknown'; input: string }
  | { kind: 'other'; input: string; trip: string; dateFrom: string };

/**
 * The camera reports a code in view about twice a second. The same code seen again within this time
 * of its last sighting is the same scan: a ticket held up is scanned once however long it stays in
 * view; taken away and shown again, it is a second scan, which warns.
 */
const SAME_SCAN_MS = 3000;

const time = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** What the phone stored lives in the browser only: the page renders once hydrated. */
export function CheckinApp({ list }: { list: CheckinList }) {
  const hydrated = useHydrated();
  const t = useTranslations('backoffice.checkin');
  return hydrated ? <CheckinDesk list={list} /> : <p className={styles.loading}>{t('loading')}</p>;
}

function CheckinDesk({ list }: { list: CheckinList }) {
  const t = useTranslations('backoffice.checkin');
  const journeyId = list.journeyId;
  const [queue, setQueue] = useState<CheckinRequest[]>(() => loadQueue(journeyId));
  // The list the server sent, with what this phone recorded offline before a reload on top.
  const [entries, setEntries] = useState<CheckinEntry[]>(() => mergeOffline(list, queue));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [askSync, setAskSync] = useState(false);
  const [emptyOpen, setEmptyOpen] = useState(list.entries.length === 0);
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  const [syncing, startSync] = useTransition();
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const lastScan = useRef<{ text: string; at: number } | null>(null);
  const queueRef = useRef<CheckinRequest[]>(queue);

  const setQueueBoth = useCallback(
    (next: CheckinRequest[]) => {
      queueRef.current = next;
      setQueue(next);
      saveQueue(journeyId, next);
    },
    [journeyId],
  );

  useEffect(() => saveList(list), [list]);
  // The scanner's code is fetched now, while there is network: scanning a photo works offline then.
  useEffect(prefetchQrReader, []);

  const applyServer = useCallback((results: CheckinResult[]) => {
    setEntries((current) =>
      current.map((entry) => {
        const found = results.find(
          (r) => (r.status === 'boarded' || r.status === 'already') && r.entry.bookingId === entry.bookingId,
        );
        return found && 'entry' in found ? { ...entry, boardedAt: found.entry.boardedAt } : entry;
      }),
    );
  }, []);

  const sync = useCallback(() => {
    // at most the 200 scans the server takes in one call (the rest follow with the next sync)
    const pending = queueRef.current.slice(0, 200);
    if (!pending.length) return;
    startSync(async () => {
      const result = await checkinAction(journeyId, pending).catch(() => null);
      if (!result) return; // still offline: the queue stays
      if (!result.ok) {
        toast({ tone: 'error', message: result.message });
        return;
      }
      applyServer(result.data);
      setQueueBoth(queueRef.current.filter((scan) => !pending.includes(scan)));
      setAskSync(false);
      toast({ tone: 'success', message: t('synced', { count: pending.length }) });
    });
  }, [applyServer, journeyId, setQueueBoth, t]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      if (queueRef.current.length) setAskSync(true);
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  const handle = useCallback(
    async (raw: string) => {
      const input = raw.trim();
      if (!input) return;
      const entry = entries.find((e) => matches(e, input));
      if (!entry) {
        // Not on this departure's list: the server may know it (another departure), offline nobody does.
        if (!navigator.onLine) {
          setOutcome({ kind: 'unknown', input });
          return;
        }
        const result = await checkinAction(journeyId, [{ input, at: new Date().toISOString() }]).catch(() => null);
        const first = result?.ok ? result.data[0] : null;
        if (first?.status === 'other_departure')
          setOutcome({ kind: 'other', input, trip: first.trip, dateFrom: first.dateFrom });
        else if (first && 'entry' in first) {
          applyServer([first]);
          setOutcome({
            kind: first.status === 'boarded' ? 'boarded' : first.status === 'already' ? 'already' : 'cancelled',
            entry: first.entry,
          });
        } else setOutcome({ kind: 'unknown', input });
        return;
      }
      if (entry.boardedAt) {
        setOutcome({ kind: 'already', entry });
        navigator.vibrate?.([120, 80, 120]);
        return;
      }
      const at = new Date().toISOString();
      const boarded = { ...entry, boardedAt: at };
      setEntries((current) => current.map((e) => (e.bookingId === entry.bookingId ? boarded : e)));
      setOutcome({ kind: 'boarded', entry: boarded });
      navigator.vibrate?.(60);
      setQueueBoth([...queueRef.current, { input, at }]);
      if (navigator.onLine) sync();
    },
    [applyServer, entries, journeyId, setQueueBoth, sync],
  );

  const onDecoded = useCallback(
    (text: string) => {
      const now = Date.now();
      const last = lastScan.current;
      lastScan.current = { text, at: now };
      if (last && last.text === text && now - last.at < SAME_SCAN_MS) return;
      void handle(text);
    },
    [handle],
  );
  const onDecodedRef = useRef(onDecoded);
  useEffect(() => {
    onDecodedRef.current = onDecoded;
  }, [onDecoded]);

  async function startCamera() {
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      const reader = new BrowserQRCodeReader();
      setScanning(true);
      controls.current = await reader.decodeFromVideoDevice(undefined, video.current ?? undefined, (result) => {
        if (result) onDecodedRef.current(result.getText());
      });
    } catch {
      setScanning(false);
      toast({ tone: 'error', message: t('cameraFailed') });
    }
  }

  function stopCamera() {
    controls.current?.stop();
    controls.current = null;
    setScanning(false);
  }
  useEffect(() => () => controls.current?.stop(), []);

  async function scanPhoto(file: File) {
    const text = await readQrPhoto(file).catch(() => null);
    if (text === null) {
      toast({ tone: 'error', message: t('noCode') });
      return;
    }
    // A photo is one deliberate scan: no camera debounce, a repeat warns like any second scan.
    await handle(text);
  }

  const boardedCount = entries.filter((e) => e.boardedAt).reduce((sum, e) => sum + e.persons, 0);
  const total = entries.reduce((sum, e) => sum + e.persons, 0);

  return (
    <div className={styles.app}>
      <div className={styles.status}>
        <span className={styles.counter} data-testid="boarded-count">
          {t('count', { boarded: boardedCount, total })}
        </span>
        <span className={styles.net} data-online={online} role="status">
          {online ? t('online') : t('offline')}
          {queue.length ? ` · ${t('pending', { count: queue.length })}` : ''}
        </span>
        {queue.length && online ? (
          <Button size="sm" variant="secondary" onClick={() => setAskSync(true)} disabled={syncing}>
            {t('syncNow')}
          </Button>
        ) : null}
      </div>

      <section
        aria-live="assertive"
        className={styles.result}
        data-kind={outcome?.kind ?? 'idle'}
        data-testid="checkin-result"
      >
        {!outcome ? (
          <p className={styles.hint}>{t('hint')}</p>
        ) : outcome.kind === 'unknown' ? (
          <>
            <strong className={styles.resultTitle}>{t('unknown')}</strong>
            <p>
              {t('unknownText', {
                input: outcome.input.length > 40 ? `${outcome.input.slice(0, 40)}…` : outcome.input,
              })}
            </p>
          </>
        ) : outcome.kind === 'other' ? (
          <>
            <strong className={styles.resultTitle}>{t('other')}</strong>
            <p>{t('otherText', { trip: outcome.trip, date: outcome.dateFrom.split('-').reverse().join('.') })}</p>
          </>
        ) : (
          <>
            <strong className={styles.resultTitle}>
              {outcome.kind === 'boarded'
                ? t('boarded')
                : outcome.kind === 'already'
                  ? t('already', { time: outcome.entry.boardedAt ? time(outcome.entry.boardedAt) : '' })
                  : t('cancelled')}
            </strong>
            <p className={styles.names}>{outcome.entry.names.join(', ')}</p>
            <dl className={styles.facts}>
              <div>
                <dt>{t('seat')}</dt>
                <dd data-testid="result-seat">{outcome.entry.seats.length ? outcome.entry.seats.join(', ') : '–'}</dd>
              </div>
              <div>
                <dt>{t('boardingPoint')}</dt>
                <dd data-testid="result-boarding">
                  {outcome.entry.boardingPoint
                    ? `${outcome.entry.boardingPoint.city}, ${outcome.entry.boardingPoint.place}${outcome.entry.boardingPoint.time ? ` (${outcome.entry.boardingPoint.time})` : ''}`
                    : '–'}
                </dd>
              </div>
              <div>
                <dt>{t('processNumber')}</dt>
                <dd>{outcome.entry.processNumber}</dd>
              </div>
            </dl>
          </>
        )}
      </section>

      <form
        className={styles.entry}
        onSubmit={(event) => {
          event.preventDefault();
          void handle(typed);
          setTyped('');
        }}
      >
        <label htmlFor="checkin-input" className={styles.label}>
          {t('inputLabel')}
        </label>
        <div className={styles.entryRow}>
          <input
            id="checkin-input"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="AX-2026-000123"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={300}
            enterKeyHint="go"
          />
          <Button type="submit" disabled={!typed.trim()}>
            {t('checkIn')}
          </Button>
        </div>
      </form>

      <div className={styles.camera}>
        {scanning ? (
          <Button variant="outline" onClick={stopCamera} fullWidth>
            {t('stopCamera')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void startCamera()} fullWidth>
            {t('startCamera')}
          </Button>
        )}
        <video ref={video} className={styles.video} data-active={scanning} muted playsInline aria-label={t('camera')} />
        <label className={styles.photo}>
          <span>{t('photo')}</span>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            data-testid="qr-photo"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void scanPhoto(file);
              e.target.value = '';
            }}
          />
        </label>
      </div>

      <section aria-labelledby="checkin-list">
        <h2 id="checkin-list" className={styles.listTitle}>
          {t('list')}
        </h2>
        <ul className={styles.list}>
          {[...entries]
            .sort(
              (a, b) =>
                Number(Boolean(a.boardedAt)) - Number(Boolean(b.boardedAt)) ||
                (a.seats[0] ?? 999) - (b.seats[0] ?? 999),
            )
            .map((e) => (
              <li key={e.bookingId} data-boarded={Boolean(e.boardedAt)} data-testid={`checkin-${e.processNumber}`}>
                <span className={styles.mark} aria-hidden="true">
                  {e.boardedAt ? '✓' : ''}
                </span>
                <span className={styles.who}>
                  <strong>{e.names.join(', ')}</strong>
                  <small>
                    {e.processNumber}
                    {e.boardingPoint ? ` · ${e.boardingPoint.city}` : ''}
                  </small>
                </span>
                <span className={styles.seats}>{e.seats.join(', ') || '–'}</span>
                <span className={styles.srOnly}>
                  {e.boardedAt ? t('boardedAt', { time: time(e.boardedAt) }) : t('notBoarded')}
                </span>
              </li>
            ))}
        </ul>
      </section>

      <StaffDialog
        kind="sync"
        open={askSync}
        busy={syncing}
        values={{ count: queue.length }}
        onConfirm={sync}
        onCancel={() => setAskSync(false)}
      />
      <StaffDialog
        kind="empty"
        open={emptyOpen}
        onConfirm={() => setEmptyOpen(false)}
        onCancel={() => setEmptyOpen(false)}
      />
    </div>
  );
}
