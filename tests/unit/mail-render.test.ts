import { describe, expect, it } from 'vitest';
import { renderMail, type MailKind } from '@/lib/mail/render';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hr from '@/messages/hr.json';
import { ticketDocument, tripDocument } from '../helpers/mail-documents';

const MESSAGES = { de, en, hr } as const;
const LOCALES = ['de', 'en', 'hr'] as const;
const links = {
  pdf: 'https://reisen.example/pdf?token=t',
  calendar: 'https://reisen.example/ics?token=t',
  manage: 'https://reisen.example/buchung?token=t',
  trip: 'https://reisen.example/reise/7-zillertal-weekend',
};
const options = { links, deadline: new Date('2026-11-28T10:00:00Z') };

/** How often `needle` occurs in `haystack`. */
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** The greeting's fixed words ('Guten Tag', 'Dear', 'Poštovani/a') and the signature's team line. */
const greetingWords = (locale: keyof typeof MESSAGES) => MESSAGES[locale].mail.greeting.split('{')[0].trim();
const teamLine = (locale: keyof typeof MESSAGES) => MESSAGES[locale].mail.signature.split('\n')[1];

const CUSTOMER_KINDS: MailKind[] = [
  'booking-confirmation',
  'payment-confirmation',
  'payment-reminder',
  'payment-refund',
  'booking-cancelled',
  'booking-expired',
];
/** The mails that list the booking's facts (travellers, boarding times, seats). */
const SUMMARY_KINDS: MailKind[] = [
  'booking-confirmation',
  'booking-notification',
  'payment-confirmation',
  'payment-reminder',
];

describe.each(LOCALES)('mails in %s', (locale) => {
  it.each(CUSTOMER_KINDS)('%s greets once and signs once, in HTML and text', async (kind) => {
    const mail = await renderMail(kind, tripDocument(locale), options);
    for (const part of [mail.text, mail.html]) {
      expect(count(part, greetingWords(locale))).toBe(1);
      expect(count(part, 'Dr. Max Muster,')).toBe(1);
      expect(count(part, teamLine(locale))).toBe(1);
    }
    expect(mail.text.indexOf(greetingWords(locale))).toBeLessThan(mail.text.indexOf(teamLine(locale)));
  });

  it.each(SUMMARY_KINDS)('%s gives each traveller their own boarding time and both seats', async (kind) => {
    const doc = tripDocument(locale, {
      travellers: [
        { ...tripDocument(locale).travellers[0] },
        {
          ...tripDocument(locale).travellers[1],
          boardingPoint: { zip: '85354', city: 'Freising', place: 'P+R', time: '07:45' },
        },
      ],
    });
    const mail = await renderMail(kind, doc, options);
    const lines = mail.text.split('\n');
    const max = lines.find((l) => l.includes('Dr. Max Muster –'))!;
    const erika = lines.find((l) => l.includes('Erika Muster'))!;
    expect(max).toContain('07:30');
    expect(max).toContain('Holzkirchen');
    expect(max).toMatch(/12\b.*31\b/);
    expect(erika).toContain('07:45');
    expect(erika).toContain('Freising');
    expect(erika).toMatch(/13\b.*32\b/);
    // the coach's first departure (06:45, elsewhere) is nobody's boarding time here
    expect(mail.text).not.toContain('06:45');
  });

  it('the confirmation of match tickets names the match and speaks of no bus or boarding', async () => {
    const mail = await renderMail('booking-confirmation', ticketDocument(locale), options);
    const m = MESSAGES[locale].mail;
    expect(mail.text).toContain('FC Bayern – VfB Stuttgart');
    expect(mail.text).toContain('06.02.2027');
    expect(mail.text).toContain('15:30');
    expect(mail.text).toContain(`${m.ticketCount}: 3`);
    expect(mail.text).toContain(m.confirmation.checkinTicket);
    expect(mail.text).not.toContain(m.confirmation.checkin);
    expect(mail.text).not.toMatch(/\bBus\b|Zustieg|boarding|ukrcaj|autobus/i);
    expect(count(mail.text, m.signatureMatch.split('\n')[0])).toBe(1);
  });

  it('the confirmation names its documents and keeps a readable text part', async () => {
    const mail = await renderMail('booking-confirmation', tripDocument(locale), options);
    const m = MESSAGES[locale].mail;
    expect(mail.subject).toBe(
      m.confirmation.subject.replace('{processNumber}', 'AE-2026-00042').replace('{trip}', 'Zillertal Weekend'),
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(`lang="${locale}"`);
    // the text part: no markup, one fact per line, every link spelled out
    expect(mail.text).not.toMatch(/<[a-z/!]/i);
    expect(mail.text).toContain(`${m.processNumber}: AE-2026-00042`);
    expect(mail.text).toContain(m.confirmation.attachment);
    expect(mail.text).toContain(`${m.pdfLink} ${links.pdf}`);
    expect(mail.text).toContain(`${m.calendarLink} ${links.calendar}`);
  });
});

describe('the office notification', () => {
  it('is German whatever the booking’s language, with no customer greeting or signature', async () => {
    const mail = await renderMail('booking-notification', tripDocument('en'), options);
    expect(mail.subject).toBe('Neue Online-Buchung AE-2026-00042: Zillertal Weekend');
    expect(mail.text).toContain(de.mail.notification.intro);
    expect(mail.text).not.toContain(greetingWords('de'));
    expect(mail.text).not.toContain(teamLine('de'));
    expect(mail.text).toContain('Herr Dr. Max Muster');
  });
});

describe('text from the booking form', () => {
  it('is escaped in the HTML part', async () => {
    const doc = tripDocument('de', { comment: '<img src=x onerror=alert(1)>' });
    const mail = await renderMail('booking-notification', doc, options);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x');
  });
});
