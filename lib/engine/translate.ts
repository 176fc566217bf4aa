/**
 * The catalogue in the visitor's language (spec §7 `translation`: de, us for English, hr). A row
 * keeps its German text in its own columns and other languages in `translations`
 * ({ en: { name: 'Austria' } }); a field without a text in the language asked for falls back to
 * German (spec §1: German is the fallback), field by field, so a half-translated trip still reads.
 */
import type { JourneyTexts, TranslationLanguage, Translations, journeys, ticketDates } from '../db/schema';

export type Language = 'de' | 'en' | 'hr';

/** The contract says 'us' for English; a missing or unknown value is German. */
export function languageOf(translation: string | undefined | null): Language {
  if (translation === 'us' || translation === 'en') return 'en';
  return translation === 'hr' ? 'hr' : 'de';
}

/** The row's `field` in `language`, else its German text. */
export function translated<T, K extends keyof T>(
  row: { translations: Translations<T> },
  german: T[K],
  field: K,
  language: Language,
): T[K] {
  if (language === 'de') return german;
  const text = row.translations?.[language as TranslationLanguage]?.[field];
  return isPresent(text) ? (text as T[K]) : german;
}

function isPresent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

/** A row with a translatable `name` (category, country, service, insurance), named in `language`. */
export function withName<R extends { name: string; translations: Translations<{ name: string }> }>(
  row: R,
  language: Language,
): R {
  return language === 'de' ? row : { ...row, name: translated(row, row.name, 'name', language) };
}

type JourneyRow = typeof journeys.$inferSelect;
type TicketDateRow = typeof ticketDates.$inferSelect;

/** A journey with its trip texts in `language` (title, intro, description, label, content). */
export function journeyIn(journey: JourneyRow, language: Language): JourneyRow {
  if (language === 'de') return journey;
  const text = <K extends keyof JourneyTexts>(field: K, german: JourneyTexts[K]) =>
    translated<JourneyTexts, K>(journey, german, field, language);
  return {
    ...journey,
    title: text('title', journey.title),
    intro: text('intro', journey.intro),
    description: text('description', journey.description),
    label: text('label', journey.label),
    content: {
      accommodation: text('accommodation', journey.content.accommodation),
      services: text('services', journey.content.services),
    },
  };
}

/** A match date with its title and price names in `language` (a price name by its place in `prices`). */
export function ticketDateIn(date: TicketDateRow, language: Language): TicketDateRow {
  if (language === 'de') return date;
  const names = date.translations?.[language as TranslationLanguage]?.prices ?? [];
  return {
    ...date,
    title: translated(date, date.title, 'title', language),
    prices: date.prices.map((price, i) => (isPresent(names[i]) ? { ...price, name: names[i] } : price)),
  };
}
