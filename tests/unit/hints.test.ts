/**
 * The booking system's notices in the visitor's language (spec §4/§8: a HINWEIS is shown in the
 * 'Achtung' dialog): the built-in engine's hints by code from messages `hints.*`, German exactly as
 * the engine's contract text, anything the site does not know as the server sent it.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hr from '@/messages/hr.json';
import { HINT } from '@/lib/engine/hints';
import { HINT_CODES, hintMessage, noticeText, type EngineHint } from '@/lib/booking/hints';

const MESSAGES = { de, en, hr };
const shown = (locale: keyof typeof MESSAGES, notice: Parameters<typeof noticeText>[0]) =>
  noticeText(notice, createTranslator({ locale, messages: MESSAGES[locale], namespace: 'hints' }));

const counts = [0, 1, 2, 3, 4, 5, 11, 21, 22];
/** Every hint the engine makes, over the counts that pick different wordings. */
const engineHints: EngineHint[] = [
  HINT.wrongVariant,
  ...counts.map(HINT.seatsLeft),
  HINT.unknownCoach,
  HINT.seatCount,
  HINT.unknownSeat(99),
  HINT.seatTaken(7),
  HINT.unknownBoardingPoint,
  HINT.unknownRoom,
  HINT.roomPerTraveller,
  ...counts.map(HINT.roomCapacity),
  ...counts.map((n) => HINT.overOccupied('Doppelzimmer', n)),
  ...counts.map((n) => HINT.roomsLeft('Einzelzimmer', n)),
  HINT.unknownExtra,
  HINT.extraNotOnSale('Wellnesspaket'),
  ...counts.map((n) => HINT.extraLeft('Skipass 5 Tage', n)),
  HINT.invoiceTooLate,
  HINT.insuranceNotOffered,
  HINT.unknownTicketDate,
  ...counts.map(HINT.ticketsLeft),
];

describe('hints in the visitor’s language', () => {
  it('names every code the engine uses, each with its parameters', () => {
    expect(new Set(engineHints.map((h) => h.code))).toEqual(new Set(HINT_CODES));
    for (const hint of engineHints) expect(hintMessage(hint)).toEqual({ key: hint.code, values: hint.params });
  });

  it('shows a German visitor exactly the text the engine sends', () => {
    for (const hint of engineHints) expect(shown('de', hint)).toBe(hint.text);
  });

  it('shows an English visitor the hints in English', () => {
    expect(shown('en', HINT.seatsLeft(0))).toBe('Unfortunately there are no more seats free on the coach.');
    expect(shown('en', HINT.seatsLeft(1))).toBe('Unfortunately only 1 seat is left.');
    expect(shown('en', HINT.seatsLeft(3))).toBe('Unfortunately only 3 seats are left.');
    expect(shown('en', HINT.seatTaken(7))).toBe('Unfortunately seat 7 has already been taken.');
    expect(shown('en', HINT.overOccupied('Double room', 2))).toBe(
      'At most 2 people can stay in the room “Double room”.',
    );
    expect(shown('en', HINT.extraLeft('Ski pass', 1))).toBe(
      'Unfortunately the extra “Ski pass” is only available once more.',
    );
    expect(shown('en', HINT.invoiceTooLate)).toBe(
      'Payment by invoice is only possible up to 14 days before the trip starts.',
    );
    expect(shown('en', HINT.ticketsLeft(2))).toBe('Unfortunately only 2 tickets are left.');
  });

  it('shows a Croatian visitor the hints in Croatian, with its plural forms', () => {
    expect(shown('hr', HINT.seatsLeft(0))).toBe('Nažalost, u autobusu više nema slobodnih mjesta.');
    expect(shown('hr', HINT.seatsLeft(1))).toBe('Nažalost, slobodno je još samo 1 mjesto.');
    expect(shown('hr', HINT.seatsLeft(3))).toBe('Nažalost, slobodna su još samo 3 mjesta.');
    expect(shown('hr', HINT.seatsLeft(5))).toBe('Nažalost, slobodno je još samo 5 mjesta.');
    expect(shown('hr', HINT.ticketsLeft(2))).toBe('Nažalost, dostupne su još samo 2 ulaznice.');
    expect(shown('hr', HINT.roomCapacity(1))).toBe('Nažalost, slobodne su još samo sobe za 1 osobu.');
  });

  it('has an English and a Croatian wording for every hint the engine sends', () => {
    for (const locale of ['en', 'hr'] as const) {
      for (const hint of engineHints) {
        const text = shown(locale, hint);
        expect(text).not.toBe(hint.text);
        expect(text).not.toMatch(/[{}#]|hints\./);
      }
    }
  });

  it('shows a notice without a code as the server sent it (an operator’s own system)', () => {
    const notice = { text: 'Leider sind nicht mehr genügend Plätze frei.' };
    expect(hintMessage(notice)).toBeNull();
    expect(shown('en', notice)).toBe(notice.text);
  });

  it('shows an unknown code as the server sent it', () => {
    const notice = { text: 'Der Bus fällt aus.', code: 'coachCancelled', params: {} };
    expect(shown('en', notice)).toBe(notice.text);
    expect(shown('hr', { text: 'x', code: 'toString' })).toBe('x');
  });

  it('shows a known code whose parameters do not fit as the server sent it', () => {
    const text = 'Leider sind nur noch zwei Plätze frei.';
    expect(shown('en', { text, code: 'seatsLeft' })).toBe(text);
    expect(shown('en', { text, code: 'seatsLeft', params: { free: 'zwei' } })).toBe(text);
    expect(shown('en', { text, code: 'seatsLeft', params: { free: 2.5 } })).toBe(text);
    expect(shown('en', { text, code: 'seatsLeft', params: { free: -2 } })).toBe(text);
    expect(shown('en', { text, code: 'overOccupied', params: { room: 3, max: 2 } })).toBe(text);
  });

  it('shows the text as sent where the page has no hint texts', () => {
    const t = createTranslator({
      locale: 'en',
      messages: { ...en, hints: {} } as unknown as typeof en,
      namespace: 'hints',
    });
    expect(noticeText(HINT.seatsLeft(2), t)).toBe(HINT.seatsLeft(2).text);
  });
});
