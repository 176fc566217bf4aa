/**
 * The check-in phone's memory (spec §1: check-in on the bus, where the network comes and goes): the
 * departure's list and the scans not yet confirmed by the server, in localStorage, so a reload or a
 * tunnel loses nothing. Matching a scan against the list needs no network: the list carries each
 * booking's QR code as printed on the confirmation PDF.
 */
import type { CheckinEntry, CheckinList, CheckinRequest } from '@/lib/backoffice/types';

const PREFIX = 'checkin:';
// Keyed by the departure (lib/backoffice/departure): each match of a ticket journey has its own list.
const listKey = (departure: string) => `${PREFIX}list:${departure}`;
const queueKey = (departure: string) => `${PREFIX}queue:${departure}`;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or off (private mode): the page still works while it stays open.
  }
}

/**
 * At sign-out (issue 26): every list (with each booking's valid QR code) and queue leaves the phone,
 * so the next person holding it finds no passenger data. Scans still queued offline go with them.
 */
export function clearCheckinStorage(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage off (private mode): nothing was kept.
  }
}

export function loadQueue(departure: string): CheckinRequest[] {
  return read<CheckinRequest[]>(queueKey(departure)) ?? [];
}

export function saveQueue(departure: string, queue: CheckinRequest[]): void {
  write(queueKey(departure), queue);
}

export function saveList(list: CheckinList): void {
  write(listKey(list.key), list);
}

/**
 * The list the server just sent, with the boardings this phone recorded offline on top (its queue
 * has not reached the server yet, so the server cannot know them).
 */
export function mergeOffline(list: CheckinList, queue: CheckinRequest[]): CheckinEntry[] {
  return list.entries.map((entry) =>
    queue
      .filter((scan) => matches(entry, scan.input))
      .reduce((current, scan) => boardTravellers(current, scanTravellers(current, scan), scan.at), entry),
  );
}

/** 'AXT1:{process number}:{n}/{count}:{signature}': one match ticket's code (lib/pdf/checkin). */
const TICKET_CODE = /^AXT1:([^:]+):(\d+)\/(\d+):[^:]+$/;

/**
 * Whether a scanned code or a typed process number names this booking. A ticket's code is matched by
 * its process number here (its signature needs the server's key): the server checks it on sync.
 */
export function matches(entry: CheckinEntry, input: string): boolean {
  const text = input.trim();
  const ticket = TICKET_CODE.exec(text);
  if (ticket) return ticket[1].toUpperCase() === entry.processNumber.toUpperCase();
  return text.includes(':') ? text === entry.code : text.toUpperCase() === entry.processNumber.toUpperCase();
}

/** The travellers a scan boards: those the driver ticked, a ticket code's ticket, else all of them. */
export function scanTravellers(entry: CheckinEntry, scan: Pick<CheckinRequest, 'input' | 'travellers'>): number[] {
  const all = entry.travellers.map((t) => t.index);
  if (scan.travellers?.length) return scan.travellers.filter((i) => all.includes(i));
  const ticket = TICKET_CODE.exec(scan.input.trim());
  return ticket ? [Number(ticket[2]) - 1].filter((i) => all.includes(i)) : all;
}

/** The entry with these travellers on board (a traveller on board keeps the first time). */
export function boardTravellers(entry: CheckinEntry, travellers: number[], at: string): CheckinEntry {
  const next = entry.travellers.map((t) =>
    travellers.includes(t.index) && !t.boardedAt ? { ...t, boardedAt: at } : t,
  );
  const everyone = next.length > 0 && next.every((t) => t.boardedAt);
  const last = next.reduce<string | null>(
    (max, t) => (t.boardedAt && (!max || t.boardedAt > max) ? t.boardedAt : max),
    null,
  );
  return { ...entry, travellers: next, boardedAt: everyone ? (entry.boardedAt ?? last) : null };
}
