import compile from 'icu-minify/compile';
import formatMessage from 'use-intl/format-message';
import type { Locale } from './locales';

type Messages = Record<string, unknown>;

/**
 * next.config aliases use-intl's message formatter to its precompiled-only variant, so the browser
 * gets no ICU parser; the messages next-intl formats are then compiled here, once per locale. Where
 * the alias is absent (vitest) the full formatter runs and the messages stay strings. Modules that
 * read message strings themselves (PDF, refusal page) import the JSON files, not this.
 */
const PRECOMPILED = formatMessage.raw === false;

/** Deep merge: a key missing in a locale falls back to German (spec §1: German is the fallback). */
function withFallback(base: Messages, override: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    out[key] =
      value && typeof value === 'object' && baseValue && typeof baseValue === 'object'
        ? withFallback(baseValue as Messages, value as Messages)
        : value;
  }
  return out;
}

/**
 * icu-minify builds plural and select branches on null-prototype objects, which React cannot pass to
 * client components: a JSON round trip makes them plain, as next-intl's own catalog loader does.
 */
const plainCompile = (message: string): unknown => JSON.parse(JSON.stringify(compile(message)));

function compiled(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? plainCompile(value)
        : value && typeof value === 'object'
          ? compiled(value as Messages)
          : value,
    ]),
  );
}

async function read(locale: Locale): Promise<Messages> {
  const de = (await import('../../messages/de.json')).default as Messages;
  if (locale === 'de') return de;
  const other = (locale === 'en' ? await import('../../messages/en.json') : await import('../../messages/hr.json'))
    .default as Messages;
  return withFallback(de, other);
}

const ready = new Map<Locale, Promise<Messages>>();

/** Language files load lazily (spec §7), one per locale. */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = ready.get(locale);
  if (!messages) {
    messages = read(locale).then((raw) => (PRECOMPILED ? compiled(raw) : raw));
    messages.catch(() => ready.delete(locale));
    ready.set(locale, messages);
  }
  return messages;
}
