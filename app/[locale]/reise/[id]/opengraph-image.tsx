import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { cacheLife, cacheTag } from 'next/cache';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { formatDate, formatPrice } from '@/lib/format';
import { journeyTag, resolveTrip } from '@/lib/site/catalogue';

/** Open Graph picture of a trip (PNG 1200×630): title, date, duration, price in the brand colours. */
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Alpen-Express Reisen';
const PRIMARY = '#ba2819';
const SECONDARY = '#333333';

/** A catalogue picture from public/ as a data URL, or undefined (remote or missing pictures are skipped). */
async function localImage(src: string): Promise<string | undefined> {
  if (!src.startsWith('/') || src.includes('..')) return undefined;
  const file = path.join(process.cwd(), 'public', src);
  const type = src.endsWith('.svg')
    ? 'image/svg+xml'
    : src.endsWith('.png')
      ? 'image/png'
      : src.match(/\.jpe?g$/)
        ? 'image/jpeg'
        : undefined;
  if (!type) return undefined;
  try {
    return `data:${type};base64,${(await fs.readFile(file)).toString('base64')}`;
  } catch {
    return undefined;
  }
}

/** What the picture shows, in the visitor's language: plain strings, so they are its cache key too. */
interface TripCard {
  id: number;
  title: string;
  /** Category · resort */
  kicker: string;
  image: string;
  dates: string;
  days: string;
  priceFrom: string;
  price: string;
  siteName: string;
}

/**
 * The PNG of a trip's card, rendered once and then served from the cache (issue 26: rendering costs,
 * so it is not done per request). Its key is the card's content, so a changed trip is a new picture;
 * the trip's tag (`journeyTag`, expired by lib/site/invalidation with its pages) drops the old one.
 * `renderedAt` tells a cached answer from a fresh render (the `x-rendered-at` header).
 */
async function tripCardPng(card: TripCard): Promise<{ png: Uint8Array; renderedAt: string }> {
  'use cache';
  cacheTag(journeyTag(card.id));
  cacheLife({ stale: 3600, revalidate: 86_400, expire: 7 * 86_400 });
  const picture = await localImage(card.image);
  const image = new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', background: '#ffffff', fontFamily: 'sans-serif' }}>
      <div
        style={{
          width: 700,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '56px 56px 48px',
          background: PRIMARY,
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700, letterSpacing: 1 }}>
          <svg width="54" height="40" viewBox="0 0 54 40" style={{ marginRight: 16 }}>
            <path d="M2 38 L18 12 L27 24 L36 6 L52 38 Z" fill="#ffffff" />
            <path d="M31 14 L36 6 L41 15 L37 13 L35 16 Z" fill={PRIMARY} />
          </svg>
          {card.siteName}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {card.kicker && <div style={{ fontSize: 28, opacity: 0.85, marginBottom: 12 }}>{card.kicker}</div>}
          <div style={{ fontSize: card.title.length > 32 ? 56 : 68, fontWeight: 800, lineHeight: 1.08 }}>
            {card.title}
          </div>
        </div>
        {card.dates ? (
          <div style={{ display: 'flex', alignItems: 'center', fontSize: 32 }}>
            <div style={{ display: 'flex', flexDirection: 'column' }}>
              <div style={{ fontWeight: 700 }}>{card.dates}</div>
              <div style={{ opacity: 0.85, fontSize: 26 }}>{card.days}</div>
            </div>
            <div
              style={{
                display: 'flex',
                alignItems: 'baseline',
                marginLeft: 'auto',
                padding: '12px 26px',
                borderRadius: 999,
                background: '#ffffff',
                color: PRIMARY,
                fontWeight: 800,
              }}
            >
              <span style={{ fontSize: 24, marginRight: 10, color: SECONDARY }}>{card.priceFrom}</span>
              {card.price}
            </div>
          </div>
        ) : (
          <div style={{ display: 'flex' }} />
        )}
      </div>
      <div style={{ flex: 1, height: '100%', display: 'flex', position: 'relative', background: '#fbeae8' }}>
        {picture ? (
          <img src={picture} width={500} height={630} style={{ width: 500, height: 630, objectFit: 'cover' }} alt="" />
        ) : (
          <svg width="500" height="630" viewBox="0 0 500 630">
            <rect width="500" height="630" fill="#fbeae8" />
            <path d="M0 480 L120 250 L200 360 L300 170 L420 380 L500 300 L500 630 L0 630 Z" fill={SECONDARY} />
            <path d="M270 226 L300 170 L332 232 L312 220 L298 240 Z" fill="#ffffff" />
            <path d="M0 560 Q250 500 500 560 L500 630 L0 630 Z" fill="#ffffff" />
          </svg>
        )}
      </div>
    </div>,
    size,
  );
  return { png: new Uint8Array(await image.arrayBuffer()), renderedAt: new Date().toISOString() };
}

/**
 * Open Graph picture of a trip: only for a trip that exists (404 before anything is rendered, so
 * made-up ids cost a cached lookup at most), one picture per trip and language from the cache.
 */
export default async function TripOpenGraphImage({ params }: { params: Promise<{ id: string; locale: string }> }) {
  const { id, locale: param } = await params;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const resolved = await resolveTrip(id, locale);
  if (!resolved) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  const { trip } = resolved;
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: 'trip' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  const days = trip.days;
  const { png, renderedAt } = await tripCardPng({
    id: trip.id,
    title: trip.title,
    kicker: [trip.category, trip.resort].filter(Boolean).join(' · '),
    image: trip.image,
    dates: days > 1 ? `${formatDate(trip.startDate)} – ${formatDate(trip.endDate)}` : formatDate(trip.startDate),
    days: t('days', { count: days }),
    priceFrom: t('priceFrom'),
    price: formatPrice(trip.priceCents, 'de'),
    siteName: tMeta('siteName'),
  });
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': contentType,
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      'x-rendered-at': renderedAt,
    },
  });
}
