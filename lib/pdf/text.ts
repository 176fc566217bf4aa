/**
 * Texts of the documents (PDF, mails, calendar file) and of the engine's price lines, from the `pdf`,
 * `mail` and `priceLines` namespaces of messages/, in German, English and Croatian; a key missing in
 * a language falls back to German. Placeholders are `{name}`; these namespaces use no plural forms,
 * so no ICU engine is needed here.
 */
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import hr from '../../messages/hr.json';

export type DocumentLocale = 'de' | 'en' | 'hr';
type Namespace = 'pdf' | 'mail' | 'priceLines';
type Tree = { [key: string]: string | Tree };

const MESSAGES: Record<DocumentLocale, unknown> = { de, en, hr };

/** A booking's language as stored; anything unknown is German. */
export function documentLocale(locale: string): DocumentLocale {
  return locale === 'en' || locale === 'hr' ? locale : 'de';
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function documentText(locale: string, namespace: Namespace): Translate {
  const own = MESSAGES[documentLocale(locale)] as Record<string, Tree>;
  const fallback = de as unknown as Record<string, Tree>;
  return (key, values = {}) => {
    const template = lookup(own[namespace], key) ?? lookup(fallback[namespace], key) ?? `${namespace}.${key}`;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

export interface NamedPerson {
  /** The form's value: 'Herr', 'Frau' or 'Divers' (the contract's words, never shown as they are). */
  salutation: string;
  title?: string;
  firstname: string;
  lastname: string;
}

/** 'Herr Dr. Max Muster', 'Mr Dr. Max Muster', 'g. Dr. Max Muster': the salutation in the document's language. */
export function salutedName(locale: string, person: NamedPerson): string {
  const name = [person.title, person.firstname, person.lastname].filter(Boolean).join(' ');
  const named = lookup((MESSAGES[documentLocale(locale)] as Tree).booking as Tree, `person.named.${person.salutation}`);
  const fallback = lookup((de as unknown as Tree).booking as Tree, `person.named.${person.salutation}`);
  const template = named ?? fallback;
  return template ? template.replace('{name}', name) : name;
}
