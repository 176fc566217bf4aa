/**
 * The check-in phone's memory (spec §1: check-in on the bus, where the network comes and goes): the
 * departure's list and the scans not yet confirmed by the server, in localStorage, so a reload or a
 * tunnel loses nothing. Matching a scan against the list needs no network: the list carries each
 * booking's QR code as printed on the confirmation PDF.
 */
import type { CheckinEntry, CheckinList, CheckinRequest } from '@/lib/backoffice/types';

const PREFIX = 'checkin:';
const listKey = (journeyId: number) => `${PREFIX}list:${journeyId}`;
const queueKey = (journeyId: number) => `${PREFIX}queue:${journeyId}`;

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

export function loadQueue(journeyId: number): CheckinRequest[] {
  return read<CheckinRequest[]>(queueKey(journeyId)) ?? [];
}

export function saveQueue(journeyId: number, queue: CheckinRequest[]): void {
  write(queueKey(journeyId), queue);
}

export function saveList(list: CheckinList): void {
  write(listKey(list.journeyId), list);
}

/**
 * The list the server just sent, with the boardings this phone recorded offline on top (its queue
 * has not reached the server yet, so the server cannot know them).
 */
export function mergeOffline(list: CheckinList, queue: CheckinRequest[]): CheckinEntry[] {
  return list.entries.map((entry) => {
    if (entry.boardedAt) return entry;
    const pending = queue.find((scan) => matches(entry, scan.input));
    return pending ? { ...entry, boardedAt: pending.at } : entry;
  });
}

/** Whether a scanned code or a typed process number names this booking. */
export function matches(entry: CheckinEntry, input: string): boolean {
  const text = input.trim();
  return text.includes(':') ? text === entry.code : text.toUpperCase() === entry.processNumber.toUpperCase();
}
