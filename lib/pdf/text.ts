/**
 * Texts of the documents (PDF, mails) from the `pdf` and `mail` namespaces of messages/. Documents
 * exist in German and English (spec §1: some parts offer only these two); other locales get English.
 * Placeholders are `{name}`; these namespaces use no plural forms, so no ICU engine is needed here.
 */
import de from '../../messages/de.json';
import en from '../../messages/en.json';

export type DocumentLocale = 'de' | 'en';
type Namespace = 'pdf' | 'mail';
type Tree = { [key: string]: string | Tree };

export function documentLocale(locale: string): DocumentLocale {
  return locale === 'de' ? 'de' : 'en';
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
  const own = (documentLocale(locale) === 'de' ? de : en) as unknown as Record<string, Tree>;
  const fallback = de as unknown as Record<string, Tree>;
  return (key, values = {}) => {
    const template = lookup(own[namespace], key) ?? lookup(fallback[namespace], key) ?? `${namespace}.${key}`;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}
