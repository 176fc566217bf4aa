/**
 * The one translator of the mails: next-intl's `createTranslator` (use-intl/core, ICU plurals) over
 * the catalogue of messages/, in the booking's language (German where a key is missing). The phrases
 * that both the site's save call (`argsCustomer`, spec §7) and the engine's own rendering write are
 * defined here once, so a first send and a resend read the same.
 */
import { createTranslator } from 'use-intl/core';
import { loadMessages } from '../i18n/messages';
import { formatDate, formatTimeOfDay } from '../format';
import { documentLocale, type DocumentLocale } from '../pdf/text';

type Messages = typeof import('../../messages/de.json');

export async function mailTranslator(locale: string) {
  const language: DocumentLocale = documentLocale(locale);
  // lib/i18n/messages hands out precompiled messages where next.config aliases the formatter.
  const messages = (await loadMessages(language)) as unknown as Messages;
  return createTranslator({ locale: language, messages, timeZone: 'Europe/Berlin' });
}

export type MailTranslator = Awaited<ReturnType<typeof mailTranslator>>;

/** '17.01.2026, 15:30': a match's day and kick-off as the mails name it. */
export function matchDate(iso: string): string {
  const time = formatTimeOfDay(iso);
  return `${formatDate(iso)}${time ? `, ${time}` : ''}`;
}

/** What a confirmation is about: the trip and its first day, or the match and the number of tickets. */
export interface ConfirmationFacts {
  title: string;
  /** ISO date of the trip's start. */
  dateFrom: string;
  match?: { title: string; dateFrom: string; count: number };
}

/** The confirmation's subject and opening paragraph (after the layout's greeting, before its signature). */
export function confirmationTexts(t: MailTranslator, facts: ConfirmationFacts): { subject: string; message: string } {
  const { match } = facts;
  if (match) {
    const date = matchDate(match.dateFrom);
    return {
      subject: t('bookingMail.customer.subject', { title: match.title, date }),
      message: t('bookingMail.customer.ticketMessage', { count: match.count, match: match.title, date }),
    };
  }
  const date = formatDate(facts.dateFrom);
  return {
    subject: t('bookingMail.customer.subject', { title: facts.title, date }),
    message: t('bookingMail.customer.message', { title: facts.title, date }),
  };
}
