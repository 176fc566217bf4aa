import { describe, expect, it } from 'vitest';
import type { Trip } from '@/lib/api/model';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  offerAvailability,
  organizationJsonLd,
  plainText,
  serializeJsonLd,
  tripJsonLd,
} from '@/lib/seo/jsonld';

const operator = {
  name: 'Alpen-Express Reisen',
  siteUrl: 'https://www.alpenexpress.example/',
  email: 'service@alpenexpress.example',
  phone: '+49 89 1234 5670',
  logoPath: '/icon.svg',
};

function trip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 1042,
    title: 'Skitag Kitzbühel',
    slug: 'skitag-kitzbuehel',
    code: 'T261205KB',
    startDate: '2026-12-05',
    endDate: '2026-12-05',
    days: 1,
    isDayTrip: true,
    isTicketTrip: false,
    priceCents: 5900,
    freePlaces: 23,
    bookableOnline: true,
    categoryId: 3,
    category: 'Skitagesfahrten',
    country: 'Österreich',
    resort: 'Kitzbühel',
    image: '/images/trips/kitzbuehel.svg',
    label: '',
    schedule: { departure: '06:45', returnDeparture: '16:30', arrival: '18:30' },
    intro: '<p>Die <strong>Streif</strong> &amp; 230 Pistenkilometer.</p>',
    accommodation: [],
    services: ['Busfahrt im modernen Reisebus'],
    extras: [],
    ticketDates: [],
    ...overrides,
  };
}

describe('trip JSON-LD', () => {
  it('describes a trip as an Event with start and end date, place and organiser', () => {
    const data = tripJsonLd(trip({ endDate: '2026-12-06', days: 2 }), { operator, validFrom: '2026-11-21' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Skitag Kitzbühel',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      url: 'https://www.alpenexpress.example/reise/1042-skitag-kitzbuehel',
      image: ['https://www.alpenexpress.example/images/trips/kitzbuehel.svg'],
      location: { '@type': 'Place', name: 'Kitzbühel', address: { addressCountry: 'Österreich' } },
      organizer: { '@type': 'TravelAgency', name: 'Alpen-Express Reisen' },
    });
    expect(data.description).toBe('Die Streif & 230 Pistenkilometer.');
  });

  it('offers the trip in euros with two decimals, valid from the given day', () => {
    const data = tripJsonLd(trip({ priceCents: 6450 }), { operator, validFrom: '2026-11-21' });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: 'https://www.alpenexpress.example/reise/1042-skitag-kitzbuehel',
      price: '64.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      validFrom: '2026-11-21',
      category: 'Skitagesfahrten',
    });
  });

  it('says SoldOut without free seats, LimitedAvailability with few left', () => {
    expect(offerAvailability({ bookableOnline: false, freePlaces: 0 })).toBe('https://schema.org/SoldOut');
    expect(offerAvailability({ bookableOnline: true, freePlaces: 3 })).toBe('https://schema.org/LimitedAvailability');
    expect(offerAvailability({ bookableOnline: true, freePlaces: 40 })).toBe('https://schema.org/InStock');
    expect(offerAvailability({ bookableOnline: false, freePlaces: 40 })).toBe('https://schema.org/Discontinued');
  });

  it('falls back to title and resort when the trip has no intro', () => {
    expect(tripJsonLd(trip({ intro: undefined }), { operator, validFrom: '2026-11-21' }).description).toBe(
      'Skitag Kitzbühel – Kitzbühel',
    );
  });
});

describe('organisation and breadcrumbs', () => {
  it('describes the operator as a TravelAgency with contact details', () => {
    expect(organizationJsonLd(operator)).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Alpen-Express Reisen',
      url: 'https://www.alpenexpress.example/',
      email: 'service@alpenexpress.example',
      telephone: '+49 89 1234 5670',
      logo: 'https://www.alpenexpress.example/icon.svg',
    });
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd('https://x.example', [
      { name: 'Startseite', path: '/' },
      { name: 'Skitagesfahrten', path: '/reiseuebersicht/3-skitagesfahrten' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://x.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Skitagesfahrten',
        item: 'https://x.example/reiseuebersicht/3-skitagesfahrten',
      },
    ]);
  });
});

describe('embedding in the page', () => {
  it('cannot end its script element, and parses back to the same data', () => {
    const data = tripJsonLd(trip({ title: 'Skitag </script><script>alert(1)</script>' }), {
      operator,
      validFrom: '2026-11-21',
    });
    const text = serializeJsonLd(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('keeps absolute URLs and joins relative ones to the site', () => {
    expect(absoluteUrl('https://x.example/', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteUrl('https://x.example', 'reise/1')).toBe('https://x.example/reise/1');
  });

  it('shortens long descriptions at a word boundary', () => {
    const text = plainText(`<p>${'Pulverschnee '.repeat(40)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('…')).toBe(true);
  });
});
