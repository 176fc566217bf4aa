/**
 * Calendar arithmetic on ISO days ('YYYY-MM-DD') for the demo catalogue. Pure, timezone-free: a day
 * is a calendar day, computed in UTC so daylight saving never shifts it.
 */

function toUtc(iso: string): Date {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** The first day ≥ `iso` that falls on `day` (0 = Sunday … 6 = Saturday). */
export function nextWeekday(iso: string, day: number): string {
  return addDays(iso, (day - weekday(iso) + 7) % 7);
}

export function isoDate(year: number, month: number, day: number): string {
  return fromUtc(new Date(Date.UTC(year, month - 1, day)));
}

/** Easter Sunday (anonymous Gregorian algorithm); Bavaria's winter holidays hang on it. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The calendar day of `now` in Munich, where the operator and its departures are. */
export function berlinDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** '2026-12-05', '15:30' → '2026-12-05T15:30:00+01:00' (Munich's offset on that day). */
export function berlinTimestamp(day: string, time: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const offsetMinutes = berlinOffsetMinutes(guess);
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${day}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Munich's UTC offset at an instant, in minutes (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - at.getTime()) / 60_000);
}

/** An instant as Munich local time with its offset: '2026-12-05T15:30:00+01:00'. */
export function toBerlinIso(at: Date): string {
  const offset = berlinOffsetMinutes(at);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
