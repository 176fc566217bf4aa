import type { Locale } from './locales';

type Messages = Record<string, unknown>;

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

/** Language files load lazily (spec §7), one per locale. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const de = (await import('../../messages/de.json')).default as Messages;
  if (locale === 'de') return de;
  const other = (locale === 'en' ? await import('../../messages/en.json') : await import('../../messages/hr.json'))
    .default as Messages;
  return withFallback(de, other);
}
