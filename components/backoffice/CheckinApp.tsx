'use client';
/**
 * Check-in on the bus (spec §1), a phone page for the driver: scan the QR code of the confirmation
 * PDF with the camera (or a photo of it: the booking's code boards all its travellers, a match
 * ticket's code that ticket), or type the process number and tick who boards (issue 27: one traveller
 * of a booking can board alone). It shows name, seat and boarding point and marks the travellers
 * boarded; the booking is checked in once all are; a second scan of the same ticket warns. Scans are
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
import {
  boardTravellers,
  loadQueue,
  matches,
  mergeOffline,
  saveList,
  saveQueue,
  scanTravellers,
} from './checkin-store';
import { StaffDialog } from './StaffDialog';
import { useHydrated } from '@/components/ui/hydration';
import styles from './Checkin.module.css';

type Outcome =
  | { kind: 'boarded' | 'already' | 'cancelled'; entry: CheckinEntry; names?: string[] }
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
  const departure = list.key;
  const [queue, setQueue] = useState<CheckinRequest[]>(() => loadQueue(departure));
  // The list the server sent, with what this phone recorded offline before a reload on top.
  const [entries, setEntries] = useState<CheckinEntry[]>(() => mergeOffline(list, queue));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [askSync, setAskSync] = useState(false);
  const [emptyOpen, setEmptyOpen] = useState(list.entries.length === 0);
  const [typed, setTyped] = useState('');
  // A typed process number of a booking with several travellers: the driver ticks who boards.
  const [choosing, setChoosing] = useState<{ entry: CheckinEntry; input: string; chosen: number[] } | null>(null);
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
      saveQueue(departure, next);
    },
    [departure],
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
        return found && 'entry' in found ? found.entry : entry;
      }),
    );
  }, []);

  const sync = useCallback(() => {
    // at most the 200 scans the server takes in one call (the rest follow with the next sync)
    const pending = queueRef.current.slice(0, 200);
    if (!pending.length) return;
    startSync(async () => {
      const result = await checkinAction(departure, pending).catch(() => null);
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
  }, [applyServer, departure, setQueueBoth, t]);

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
    async (raw: string, how: { typed?: boolean; travellers?: number[] } = {}) => {
      const input = raw.trim();
      if (!input) return;
      setChoosing(null);
      const entry = entries.find((e) => matches(e, input));
      if (!entry) {
        // Not on this departure's list: the server may know it (another departure), offline nobody does.
        if (!navigator.onLine) {
          setOutcome({ kind: 'unknown', input });
          return;
        }
        const result = await checkinAction(departure, [{ input, at: new Date().toISOString() }]).catch(() => null);
        const first = result?.ok ? result.data[0] : null;
        if (first?.status === 'other_departure')
          setOutcome({
            kind: 'other',
            input,
            trip: first.match ? `${first.trip} · ${first.match}` : first.trip,
            dateFrom: first.dateFrom,
          });
        else if (first && 'entry' in first) {
          applyServer([first]);
          setOutcome({
            kind: first.status === 'boarded' ? 'boarded' : first.status === 'already' ? 'already' : 'cancelled',
            entry: first.entry,
          });
        } else setOutcome({ kind: 'unknown', input });
        return;
      }
      if (how.typed && !how.travellers && entry.travellers.length > 1 && !entry.boardedAt) {
        setChoosing({
          entry,
          input,
          chosen: entry.travellers.filter((tr) => !tr.boardedAt).map((tr) => tr.index),
        });
        setOutcome(null);
        return;
      }
      const chosen = scanTravellers(entry, { input, travellers: how.travellers });
      const named = (e: CheckinEntry) =>
        e.travellers
          .filter((tr) => chosen.includes(tr.index))
          .map((tr) => tr.name || t('ticketNumber', { number: tr.index + 1 }));
      if (chosen.every((i) => entry.travellers.find((tr) => tr.index === i)?.boardedAt)) {
        setOutcome({ kind: 'already', entry, names: named(entry) });
        navigator.vibrate?.([120, 80, 120]);
        return;
      }
      const at = new Date().toISOString();
      const boarded = boardTravellers(entry, chosen, at);
      setEntries((current) => current.map((e) => (e.bookingId === entry.bookingId ? boarded : e)));
      setOutcome({ kind: 'boarded', entry: boarded, names: named(boarded) });
      navigator.vibrate?.(60);
      setQueueBoth([...queueRef.current, { input, at, ...(how.travellers ? { travellers: how.travellers } : {}) }]);
      if (navigator.onLine) sync();
    },
    [applyServer, departure, entries, setQueueBoth, sync, t],
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

  const boardedCount = entries.reduce((sum, e) => sum + e.travellers.filter((tr) => tr.boardedAt).length, 0);
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
            <p className={styles.names}>{(outcome.names ?? outcome.entry.names).join(', ')}</p>
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
          void handle(typed, { typed: true });
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

      {choosing ? (
        <form
          className={styles.choose}
          data-testid="checkin-choose"
          onSubmit={(event) => {
            event.preventDefault();
            void handle(choosing.input, { travellers: choosing.chosen });
          }}
        >
          <fieldset>
            <legend>{t('chooseTitle', { processNumber: choosing.entry.processNumber })}</legend>
            {choosing.entry.travellers.map((tr) => {
              const label = tr.name || t('ticketNumber', { number: tr.index + 1 });
              return (
                <label key={tr.index} className={styles.chooseRow}>
                  <input
                    type="checkbox"
                    checked={Boolean(tr.boardedAt) || choosing.chosen.includes(tr.index)}
                    disabled={Boolean(tr.boardedAt)}
                    onChange={(e) =>
                      setChoosing({
                        ...choosing,
                        chosen: e.target.checked
                          ? [...choosing.chosen, tr.index]
                          : choosing.chosen.filter((i) => i !== tr.index),
                      })
                    }
                  />
                  <span>
                    {label}
                    {tr.seat !== null ? ` · ${t('seat')} ${tr.seat}` : ''}
                    {tr.boardedAt ? ` · ${t('boardedAt', { time: time(tr.boardedAt) })}` : ''}
                  </span>
                </label>
              );
            })}
          </fieldset>
          <div className={styles.entryRow}>
            <Button type="submit" disabled={choosing.chosen.length === 0}>
              {t('boardChosen', { count: choosing.chosen.length })}
            </Button>
            <Button type="button" variant="outline" onClick={() => setChoosing(null)}>
              {t('cancelChoose')}
            </Button>
          </div>
        </form>
      ) : null}

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
                <span className={styles.seats}>
                  {e.seats.join(', ') || '–'}
                  {e.persons > 1 ? (
                    <small data-testid="checkin-partial">
                      {t('partial', {
                        boarded: e.travellers.filter((tr) => tr.boardedAt).length,
                        total: e.persons,
                      })}
                    </small>
                  ) : null}
                </span>
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
