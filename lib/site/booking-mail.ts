/**
 * The mail texts of a save (spec §7 PUT {booking}/buchung): `args`, the internal notification to the
 * operator (office copy, German), and `argsCustomer`, the confirmation to the booker in the visitor's
 * language. Composed on the server from the `bookingMail` templates of messages/, never taken from the
 * browser: otherwise anyone could make the operator's system mail any text to any address.
 */
import 'server-only';
import { createTranslator } from 'next-intl';
import type { BookingForm } from '../booking/schema';
import { formatDate } from '../format';
import { confirmationTexts, mailTranslator, matchDate } from '../mail/text';
import type { Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';

export interface MailArgs {
  subject: string;
  message: string;
  attachments: string[];
}

export interface MailTrip {
  title: string;
  /** The trip code (`idreise`). */
  code: string;
  /** ISO date of the start. */
  dateFrom: string;
  /** A ticket journey's match dates (spec §3 `dates`): a ticket booking's mails name its match. */
  matches?: readonly { id_pln_dates: number; dates: { date_from: string; title: string } }[];
}

/** The match a ticket booking is for ('FC – SV', '17.01.2026, 15:30'); undefined for a trip. */
function matchOf(trip: MailTrip, form: BookingForm): { title: string; date: string } | undefined {
  if (form.variant !== 'ticket') return undefined;
  const match = trip.matches?.find((m) => m.id_pln_dates === form.termin);
  return match && { title: match.dates.title, date: matchDate(match.dates.date_from) };
}

type Person = { salutation?: string; title?: string; firstname?: string; lastname?: string };

type Messages = typeof import('../../messages/de.json');

async function translator(locale: Locale) {
  return createTranslator({ locale, messages: (await loadMessages(locale)) as Messages });
}

type Translator = Awaited<ReturnType<typeof translator>>;

/** 'Herr Dr. Max Muster': the form's salutation ('Herr', 'Frau', 'Divers') shown through the messages. */
function fullName(t: Translator, p: Person): string {
  const name = [p.title, p.firstname, p.lastname].filter(Boolean).join(' ');
  const salutation = p.salutation;
  return salutation === 'Herr' || salutation === 'Frau' || salutation === 'Divers'
    ? t(`booking.person.named.${salutation}`, { name })
    : name;
}

/** The internal notification: who booked what, for the office (always German). */
async function operatorMail(trip: MailTrip, form: BookingForm): Promise<MailArgs> {
  const t = await translator('de');
  const match = matchOf(trip, form);
  const date = match?.date ?? formatDate(trip.dateFrom);
  const main = form.main;
  const lines = [
    t('bookingMail.operator.intro', { title: trip.title, code: trip.code, date }),
    '',
    t('bookingMail.operator.booker', {
      name: fullName(t, main),
      street: main.street,
      streetNr: main.street_nr,
      zip: main.zip,
      city: main.city,
    }),
    t('bookingMail.operator.contact', { email: main.email, phone: main.phone }),
    t('bookingMail.operator.payment', { payment: t(`mail.paymentTypes.${form.payment}`) }),
    ...(form.variant === 'trip'
      ? [
          t('bookingMail.operator.travellers', { count: form.teilnehmer_count }),
          ...form.teilnehmer.map((p, i) =>
            t('bookingMail.operator.traveller', { index: i + 1, name: fullName(t, p), birthday: p.birthday }),
          ),
        ]
      : [
          ...(match ? [t('bookingMail.operator.match', { match: match.title, date: match.date })] : []),
          t('bookingMail.operator.tickets', { count: form.teilnehmer_count }),
        ]),
    ...(form.comment ? ['', t('bookingMail.operator.comment', { comment: form.comment })] : []),
  ];
  return {
    subject: t('bookingMail.operator.subject', { title: trip.title, date }),
    message: lines.join('\n'),
    attachments: [],
  };
}

/**
 * The booker's confirmation, in the visitor's language: its subject and opening paragraph, written by
 * the same phrases the mail components use (lib/mail/text). No greeting and no signature: the mail's
 * layout writes those (the operator's system its own), once.
 */
async function customerMail(trip: MailTrip, form: BookingForm, locale: Locale): Promise<MailArgs> {
  const match = form.variant === 'ticket' ? trip.matches?.find((m) => m.id_pln_dates === form.termin) : undefined;
  const texts = confirmationTexts(await mailTranslator(locale), {
    title: trip.title,
    dateFrom: trip.dateFrom,
    match: match && { title: match.dates.title, dateFrom: match.dates.date_from, count: form.teilnehmer_count },
  });
  return { ...texts, attachments: [] };
}

/**
 * `args` and `argsCustomer` of the save: the booker's for the trip as named in their language, the
 * office's for the trip as named in German (`officeTrip`, default the same).
 */
export async function bookingMails(
  trip: MailTrip,
  form: BookingForm,
  locale: Locale,
  officeTrip: MailTrip = trip,
): Promise<{ args: MailArgs; argsCustomer: MailArgs }> {
  const [args, argsCustomer] = await Promise.all([operatorMail(officeTrip, form), customerMail(trip, form, locale)]);
  return { args, argsCustomer };
}
