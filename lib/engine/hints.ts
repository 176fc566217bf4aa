/**
 * The engine's answers to a visitor whose booking cannot go through as asked (spec §4: a HINWEIS
 * record is shown in the 'Achtung' dialog with the server text). German: they are contract data.
 */
import { INVOICE_MIN_DAYS_AHEAD } from '../booking/payment-types';

export const HINT = {
  notBookable: 'Diese Reise ist nicht mehr buchbar',
  wrongVariant: 'Diese Reise kann mit diesem Formular nicht gebucht werden.',
  seatsLeft(free: number): string {
    if (free <= 0) return 'Leider sind im Bus keine Plätze mehr frei.';
    if (free === 1) return 'Leider ist nur noch 1 Platz frei.';
    return `Leider sind nur noch ${free} Plätze frei.`;
  },
  unknownCoach: 'Der gewählte Bus gehört nicht zu dieser Reise.',
  seatCount: 'Bitte wählen Sie für jeden Reisenden genau einen Sitzplatz.',
  unknownSeat: (n: number) => `Den Sitzplatz ${n} gibt es in diesem Bus nicht.`,
  seatTaken: (n: number) => `Der Sitzplatz ${n} ist leider bereits vergeben.`,
  unknownBoardingPoint: 'Die gewählte Zustiegsstelle gehört nicht zu dieser Reise.',
  unknownRoom: 'Das gewählte Zimmer gehört nicht zu dieser Reise.',
  roomPerTraveller: 'Bitte teilen Sie jeden Reisenden genau einem Zimmer zu.',
  roomCapacity(persons: number): string {
    if (persons <= 0) return 'Leider sind keine Zimmer mehr frei.';
    return `Leider sind nur noch Zimmer für ${persons} ${persons === 1 ? 'Person' : 'Personen'} frei.`;
  },
  overOccupied: (room: string, max: number) =>
    `Im Zimmer „${room}“ ${max === 1 ? 'kann nur 1 Person' : `können höchstens ${max} Personen`} wohnen.`,
  roomsLeft(room: string, free: number): string {
    if (free <= 0) return `Leider ist kein Zimmer „${room}“ mehr frei.`;
    return `Leider ${free === 1 ? 'ist' : 'sind'} nur noch ${free} Zimmer „${room}“ frei.`;
  },
  unknownExtra: 'Die gewählte Zusatzleistung gehört nicht zu dieser Reise.',
  extraNotOnSale: (name: string) => `Die Zusatzleistung „${name}“ kann nicht gebucht werden.`,
  extraLeft(name: string, free: number): string {
    if (free <= 0) return `Die Zusatzleistung „${name}“ ist leider ausgebucht.`;
    return `Die Zusatzleistung „${name}“ ist leider nur noch ${free}-mal verfügbar.`;
  },
  invoiceTooLate: `Die Zahlung auf Rechnung ist nur bis ${INVOICE_MIN_DAYS_AHEAD} Tage vor Reisebeginn möglich.`,
  insuranceNotOffered: 'Die gewählte Versicherung ist für diese Buchung nicht verfügbar.',
  unknownTicketDate: 'Der gewählte Termin ist nicht mehr buchbar.',
  ticketsLeft(free: number): string {
    if (free <= 0) return 'Leider sind für diesen Termin keine Karten mehr verfügbar.';
    return `Leider ${free === 1 ? 'ist' : 'sind'} nur noch ${free} ${free === 1 ? 'Karte' : 'Karten'} verfügbar.`;
  },
} as const;

/** Satz text of a finished save (spec §8 "Booking saved"). */
export const BOOKED_TEXT = 'Vielen Dank für Ihre Buchung! Sie erhalten in Kürze eine Bestätigung per E-Mail.';
export const CHECK_OK_TEXT = 'Die Buchung ist möglich.';
