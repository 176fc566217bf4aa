/**
 * The built-in engine's HINWEIS records by code (spec §4/§8: a booking that cannot go through as
 * asked is answered with a notice shown in the 'Achtung' dialog). The engine sends each with its
 * German text (contract data, lib/engine/hints) plus `code` and `params`; the site shows a known
 * code in the visitor's language (messages `hints.<code>`) and anything else as the server sent it:
 * an unknown code, parameters that do not fit, or a text without code (an operator's system).
 */
import type { Notice } from '../api/model';

/**
 * Each code's parameters and their kinds: what its message needs (a notice whose parameters differ is
 * shown with its text). The code is also the message key in the `hints` namespace.
 */
const PARAMS = {
  wrongVariant: {},
  seatsLeft: { free: 'number' },
  unknownCoach: {},
  seatCount: {},
  unknownSeat: { seat: 'number' },
  seatTaken: { seat: 'number' },
  unknownBoardingPoint: {},
  unknownRoom: {},
  roomPerTraveller: {},
  roomCapacity: { persons: 'number' },
  overOccupied: { room: 'string', max: 'number' },
  roomsLeft: { room: 'string', free: 'number' },
  unknownExtra: {},
  extraNotOnSale: { extra: 'string' },
  extraLeft: { extra: 'string', free: 'number' },
  invoiceTooLate: { days: 'number' },
  insuranceNotOffered: {},
  unknownTicketDate: {},
  ticketsLeft: { free: 'number' },
} as const satisfies Record<string, Record<string, 'number' | 'string'>>;

export type HintCode = keyof typeof PARAMS;

/** Each code's parameters as values (the kinds above made types). */
export type HintParams = {
  [C in HintCode]: {
    -readonly [P in keyof (typeof PARAMS)[C]]: (typeof PARAMS)[C][P] extends 'number' ? number : string;
  };
};

export const HINT_CODES = Object.keys(PARAMS) as HintCode[];

export type HintValues = Record<string, string | number>;

/** A HINWEIS as the engine makes it: its code and parameters beside the German contract text. */
export interface EngineHint<C extends HintCode = HintCode> {
  code: C;
  params: HintParams[C];
  text: string;
}

function isHintCode(code: string): code is HintCode {
  return Object.hasOwn(PARAMS, code);
}

/**
 * The message to show for a notice: `hints.<key>` with `values`, or null when the notice is to be
 * shown as sent (no code, an unknown one, or parameters its message cannot be made from).
 */
export function hintMessage(notice: Notice): { key: HintCode; values: HintValues } | null {
  const { code, params = {} } = notice;
  if (code === undefined || !isHintCode(code)) return null;
  const wanted: Record<string, 'number' | 'string'> = PARAMS[code];
  const values: HintValues = {};
  for (const [name, kind] of Object.entries(wanted)) {
    const value = params[name];
    // Counts and seat numbers: whole and not negative (a message has no wording for -1 seats).
    const fits = kind === 'number' ? Number.isInteger(value) && (value as number) >= 0 : typeof value === 'string';
    if (!fits) return null;
    values[name] = value;
  }
  return { key: code, values };
}

/**
 * A translator of the `hints` namespace (next-intl's `useTranslations('hints')` or
 * `createTranslator(…, namespace: 'hints')`).
 */
export interface HintTranslator {
  (key: HintCode, values: HintValues): string;
  has(key: HintCode): boolean;
}

/** The text the visitor sees: a known code in their language, anything else as the server sent it. */
export function noticeText(notice: Notice, t: HintTranslator): string {
  const message = hintMessage(notice);
  return message && t.has(message.key) ? t(message.key, message.values) : notice.text;
}
