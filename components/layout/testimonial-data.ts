/** Testimonial display data (spec §3): avatar through the image proxy at 150×150, text as plain text. */
import type { Testimonial } from '@/lib/api/model';

export interface TestimonialCardData {
  id: number;
  name: string;
  text: string;
  rating: number;
  /** null → placeholder icon */
  avatar: string | null;
}

/** A card with its rating already put into words (the server's translations: none ship to the browser). */
export interface RatedCardData extends TestimonialCardData {
  ratingLabel: string;
}

export const AVATAR_SIZE = 150;
export const DEFAULT_SLIDE_INDEX = 2;

/**
 * The avatar source: through IMAGE_PROXY_URL (weserv-style `?url=…&w=150&h=150&fit=cover`) when
 * configured, else the image link itself; null without an image (the placeholder icon is shown).
 */
export function avatarSrc(link: string | undefined, proxyUrl: string | undefined, siteUrl: string): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  if (!proxyUrl) return trimmed;
  const absolute = new URL(trimmed, siteUrl).toString();
  const url = new URL(proxyUrl);
  url.searchParams.set('url', absolute);
  url.searchParams.set('w', String(AVATAR_SIZE));
  url.searchParams.set('h', String(AVATAR_SIZE));
  url.searchParams.set('fit', 'cover');
  return url.toString();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
};

/** The testimonial's HTML as plain text (paragraph breaks kept); nothing of the HTML is executed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

export function toCardData(item: Testimonial, proxyUrl: string | undefined, siteUrl: string): TestimonialCardData {
  return {
    id: item.id,
    name: item.name,
    text: htmlToText(item.html),
    rating: item.rating,
    avatar: avatarSrc(item.image ?? undefined, proxyUrl, siteUrl),
  };
}
