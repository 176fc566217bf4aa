/**
 * The engine's answers to a visitor whose booking cannot go through as asked (spec §4: a HINWEIS
 * record is shown in the 'Achtung' dialog with the server text). German: they are contract data.
 * Each also names its code and parameters (lib/booking/hints), so the site can show it in the
 * visitor's language; other clients of the contract read the text as before.
 */
import type { EngineHint, HintCode, HintParams } from '../booking/hints';
import { INVOICE_MIN_DAYS_AHEAD } from '../booking/payment-types';

function said<C extends HintCode>(code: C, params: HintParams[C], text: string): EngineHint<C> {
  return { code, params, text };
}

/** The hints without parameters. */
const plain = <C extends HintCode>(code: C, text: string) => said(code, {} as HintParams[C], text);

export const HINT = {
  notBookable: 'Diese Reise ist nicht mehr buchbar',
  wrongVariant: plain('wrongVariant', 'Diese Reise kann mit diesem Formular nicht gebucht werden.'),
  seatsLeft(free: number): EngineHint {
    if (free <= 0) return said('seatsLeft', { free: 0 }, 'Leider sind im Bus keine Plätze mehr frei.');
    if (free === 1) return said('seatsLeft', { free }, 'Leider ist nur noch 1 Platz frei.');
    return said('seatsLeft', { free }, `Leider sind nur noch ${free} Plätze frei.`);
  },
  unknownCoach: plain('unknownCoach', 'Der gewählte Bus gehört nicht zu dieser Reise.'),
  seatCount: plain('seatCount', 'Bitte wählen Sie für jeden Reisenden genau einen Sitzplatz.'),
  unknownSeat: (seat: number) => said('unknownSeat', { seat }, `Den Sitzplatz ${seat} gibt es in diesem Bus nicht.`),
  seatTaken: (seat: number) => said('seatTaken', { seat }, `Der Sitzplatz ${seat} ist leider bereits vergeben.`),
  unknownBoardingPoint: plain('unknownBoardingPoint', 'Die gewählte Zustiegsstelle gehört nicht zu dieser Reise.'),
  unknownRoom: plain('unknownRoom', 'Das gewählte Zimmer gehört nicht zu dieser Reise.'),
  roomPerTraveller: plain('roomPerTraveller', 'Bitte teilen Sie jeden Reisenden genau einem Zimmer zu.'),
  roomCapacity(persons: number): EngineHint {
    if (persons <= 0) return said('roomCapacity', { persons: 0 }, 'Leider sind keine Zimmer mehr frei.');
    return said(
      'roomCapacity',
      { persons },
      `Leider sind nur noch Zimmer für ${persons} ${persons === 1 ? 'Person' : 'Personen'} frei.`,
    );
  },
  overOccupied: (room: string, max: number) =>
    said(
      'overOccupied',
      { room, max },
      `Im Zimmer „${room}“ ${max === 1 ? 'kann nur 1 Person' : `können höchstens ${max} Personen`} wohnen.`,
    ),
  roomsLeft(room: string, free: number): EngineHint {
    if (free <= 0) return said('roomsLeft', { room, free: 0 }, `Leider ist kein Zimmer „${room}“ mehr frei.`);
    return said(
      'roomsLeft',
      { room, free },
      `Leider ${free === 1 ? 'ist' : 'sind'} nur noch ${free} Zimmer „${room}“ frei.`,
    );
  },
  unknownExtra: plain('unknownExtra', 'Die gewählte Zusatzleistung gehört nicht zu dieser Reise.'),
  extraNotOnSale: (extra: string) =>
    said('extraNotOnSale', { extra }, `Die Zusatzleistung „${extra}“ kann nicht gebucht werden.`),
  extraLeft(extra: string, free: number): EngineHint {
    if (free <= 0) return said('extraLeft', { extra, free: 0 }, `Die Zusatzleistung „${extra}“ ist leider ausgebucht.`);
    return said(
      'extraLeft',
      { extra, free },
      `Die Zusatzleistung „${extra}“ ist leider nur noch ${free}-mal verfügbar.`,
    );
  },
  invoiceTooLate: said(
    'invoiceTooLate',
    { days: INVOICE_MIN_DAYS_AHEAD },
    `Die Zahlung auf Rechnung ist nur bis ${INVOICE_MIN_DAYS_AHEAD} Tage vor Reisebeginn möglich.`,
  ),
  insuranceNotOffered: plain('insuranceNotOffered', 'Die gewählte Versicherung ist für diese Buchung nicht verfügbar.'),
  unknownTicketDate: plain('unknownTicketDate', 'Der gewählte Termin ist nicht mehr buchbar.'),
  ticketsLeft(free: number): EngineHint {
    if (free <= 0)
      return said('ticketsLeft', { free: 0 }, 'Leider sind für diesen Termin keine Karten mehr verfügbar.');
    return said(
      'ticketsLeft',
      { free },
      `Leider ${free === 1 ? 'ist' : 'sind'} nur noch ${free} ${free === 1 ? 'Karte' : 'Karten'} verfügbar.`,
    );
  },
} as const;

/** Satz text of a finished save (spec §8 "Booking saved"). */
export const BOOKED_TEXT = 'Vielen Dank für Ihre Buchung! Sie erhalten in Kürze eine Bestätigung per E-Mail.';
export const CHECK_OK_TEXT = 'Die Buchung ist möglich.';
