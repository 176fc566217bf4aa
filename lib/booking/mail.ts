/**
 * The mail texts sent with the save (spec §7 PUT: `args` is the internal notification to the operator,
 * `argsCustomer` the confirmation to the booker). The operator's notification is German office copy;
 * the booker's texts come translated from the page.
 */
import type { CheckResponse } from '../api/contract/schemas';
import { isoToDe } from '../api/contract/encoding';
import type { TripFormValues } from './form';

export interface MailArgs {
  subject: string;
  message: string;
  attachments: string[];
}

export interface MailJourney {
  title: string;
  code: string;
  dateFrom: string;
}

const person = (p: { salutation?: string; title?: string; firstname?: string; lastname?: string }) =>
  [p.salutation, p.title, p.firstname, p.lastname].filter(Boolean).join(' ');

/** Internal notification: who booked what, for the office. */
export function operatorMail(journey: MailJourney, form: TripFormValues, check: CheckResponse['ergebnis']): MailArgs {
  const lines = [
    `Neue Online-Buchung: ${journey.title} (${journey.code}) am ${isoToDe(journey.dateFrom)}`,
    '',
    `Anmelder: ${person(form.main)}, ${form.main.street} ${form.main.street_nr}, ${form.main.zip} ${form.main.city}`,
    `E-Mail: ${form.main.email}, Telefon: ${form.main.phone}`,
    `Zahlungsart: ${form.payment}`,
    `Reisende (${form.teilnehmer_count}):`,
    ...form.teilnehmer.map((t, i) => `  ${i + 1}. ${person(t)}, geb. ${t.birthday}`),
    `Gesamtpreis: ${check.gesamtpreis} EUR`,
    ...(form.comment ? ['', `Bemerkung: ${form.comment}`] : []),
  ];
  return {
    subject: `Online-Buchung ${journey.title} ${isoToDe(journey.dateFrom)}`,
    message: lines.join('\n'),
    attachments: [],
  };
}

export function customerMail(subject: string, message: string): MailArgs {
  return { subject, message, attachments: [] };
}
