/**
 * The `http` BookingApi against a fake remote booking system (msw): it calls the paths of spec §7,
 * trusts no answer it has not validated, and fails with errors that say what went wrong.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpApi } from '@/lib/api/http';
import { ApiError } from '@/lib/api/errors';
import type { Journey, SeatPlanResponse } from '@/lib/api/contract/schemas';

const API = 'https://operator.example/api/v1';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function api(timeoutMs = 2000) {
  return createHttpApi({
    baseUrl: `${API}/`,
    bookingSegment: 'bookingvendor',
    paymentsSegment: 'payvendor',
    timeoutMs,
    retries: 0,
  });
}

/** Resolves with the ApiError a call rejects with (fails the test if it resolves). */
async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const journey: Journey = {
  id_jrn_journey: 101,
  title: 'Skitag Kitzbühel',
  date_from: '2026-12-19',
  date_till: '2026-12-19',
  date: { code: 'KITZ261219' },
  termin: { ReiseArt: 'T' },
  id_jrn_category: 3,
  category: 'Tagesfahrten',
  country: 'Österreich',
  price: 59,
  label: '',
  image: '/images/kitz.jpg',
  resort: 'Kitzbühel',
  number: 42,
  zs: { departure: '05:30' },
  Buchung: true,
  adds: { days: 1 },
  content: { accommodation: [], services: ['Busfahrt'] },
};

const seatPlans: SeatPlanResponse = {
  ergebnis: {
    sitzplaene: {
      sitzplan: [
        {
          attr: { idleistung: 7001, richtung: 'H' },
          sitzplan_bezeichnung: 'Bus 1',
          reihen: 1,
          spalten: 5,
          frei: 1,
          sitze: { sitz: [{ nummer: 1, reihe: 1, spalte: 1, status: 'option', fenster: true }] },
        },
      ],
    },
  },
};

describe('http BookingApi', () => {
  it('asks for the seat plans at {api}/{booking}/sitzplatz with the parameters of spec §7', async () => {
    let asked: URL | undefined;
    server.use(
      http.get(`${API}/bookingvendor/sitzplatz`, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json(seatPlans);
      }),
    );

    const result = await api().getSeatPlans({
      idreise: 'KITZ261219',
      idleistung_hin: 7001,
      anzahl_personen: 2,
      wunsch_vornemittehinten: 'M',
      wunsch_linksrechts: 'R',
      wunsch_fenstergang: 'G',
      zugang: 'web',
    });

    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      idreise: 'KITZ261219',
      idleistung_hin: '7001',
      anzahl_personen: '2',
      wunsch_vornemittehinten: 'M',
      wunsch_linksrechts: 'R',
      wunsch_fenstergang: 'G',
      zugang: 'web',
    });
    expect(result.ergebnis.sitzplaene.sitzplan[0].attr.idleistung).toBe(7001);
  });

  it('sends the journey filters as query parameters and returns the validated list', async () => {
    let asked: URL | undefined;
    server.use(
      http.get(`${API}/journey-web-legacy`, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({ error: null, data: [journey], total: 1, page: 1, page_size: 12 });
      }),
    );

    const result = await api().listJourneys({ category: 3, page_size: 12, showExtras: true });

    expect(asked!.searchParams.get('category')).toBe('3');
    expect(asked!.searchParams.get('showExtras')).toBe('true');
    expect(result.data[0].id_jrn_journey).toBe(101);
  });

  it('posts the boarding point query to zus.listZustiegeWeb as a JSON body', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/zus.listZustiegeWeb`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: {
            rows: [{ IDZustieg: 5, PLZ: '80335', Ort: 'München', Stelle: 'Hbf', preis: '0,00', zeit: '05:30' }],
            total: 1,
          },
        });
      }),
    );

    const result = await api().listBoardingPoints({ id_acc_account: 1000, page_size: 999 });

    expect(body).toEqual({ id_acc_account: 1000, page_size: 999 });
    expect(result.data.rows[0].IDZustieg).toBe(5);
  });

  it('sends a save with its idempotency key as the Idempotency-Key header too', async () => {
    let key: string | null = null;
    server.use(
      http.put(`${API}/bookingvendor/buchung`, ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({
          ergebnis: {
            satz: { attr: { typ: 'BUCHUNG' }, text: 'Buchung erfolgt' },
            buchung: { status: 'erfolgt', vorgang: 'AX-1' },
          },
          booking: { vorgang: 'AX-1', token: 't0ken' },
        });
      }),
    );

    const result = await api().saveBooking({ idreise: 'X', form: {} as never, idempotency_key: 'retry-key-123' });

    expect(key).toBe('retry-key-123');
    expect(result.booking?.vorgang).toBe('AX-1');
  });

  it('rejects a response that lacks a field of the contract, naming the call and the field', async () => {
    const withoutId: Partial<Journey> = { ...journey };
    delete withoutId.id_jrn_journey;
    server.use(
      http.get(`${API}/journey-web-legacy`, () =>
        HttpResponse.json({ error: null, data: [withoutId], total: 1, page: 1, page_size: 12 }),
      ),
    );

    const error = await apiError(api().listJourneys({}));

    expect(error.kind).toBe('upstream');
    expect(error.message).toContain('listJourneys');
    expect(error.message).toContain('data.0.id_jrn_journey');
  });

  it('reads money sent as euros, and rejects money it cannot read', async () => {
    const point = { IDZustieg: 1, PLZ: '1', Ort: 'A', Stelle: 'B', zeit: '05:00' };
    server.use(
      http.get(`${API}/bookingvendor/zustieg`, ({ request }) =>
        HttpResponse.json({
          ergebnis: {
            zustiege: {
              zustieg: [{ ...point, preis: new URL(request.url).searchParams.get('idreise') === 'X' ? 12.5 : 'zwölf' }],
            },
          },
        }),
      ),
    );

    const read = await api().getBoardingPoints({ idreise: 'X' });
    const error = await apiError(api().getBoardingPoints({ idreise: 'Y' }));

    expect(read.ergebnis.zustiege.zustieg[0].preis).toBe('12,50');
    expect(error.kind).toBe('upstream');
    expect(error.message).toContain('preis');
  });

  it('gives up after the configured timeout and says so', async () => {
    server.use(
      http.get(`${API}/web/menu`, async () => {
        await delay(2000);
        return HttpResponse.json({ data: [] });
      }),
    );

    const error = await apiError(api(50).listMenus({}));

    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/listMenus .*timed out after 50 ms/);
  });

  it('reports a server it cannot reach as unavailable (503)', async () => {
    server.use(http.get(`${API}/country-web`, () => HttpResponse.error()));

    const error = await apiError(api().listCountries({}));

    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(503);
    expect(error.message).toContain('listCountries');
  });

  it('maps 404 back to not_found', async () => {
    server.use(
      http.get(`${API}/bookingvendor/buchung/:code`, () =>
        HttpResponse.json({ error: 'not_found', message: 'Unknown trip NOPE' }, { status: 404 }),
      ),
    );

    const error = await apiError(api().getTripServices('NOPE'));

    expect(error.kind).toBe('not_found');
    expect(error.message).toContain('Unknown trip NOPE');
  });

  it('maps 400 back to invalid with the fields at fault', async () => {
    const fields = [{ path: 'form.main.email', message: 'notice.email' }];
    server.use(
      http.post(`${API}/bookingvendor/buchung`, () =>
        HttpResponse.json({ error: 'invalid', message: 'Invalid request', fields }, { status: 400 }),
      ),
    );

    const error = await apiError(api().checkBooking({ idreise: 'X', form: {} as never }));

    expect(error.kind).toBe('invalid');
    expect(error.fields).toEqual(fields);
  });

  it('maps 501 to not_implemented, 502 to unavailable and other server errors to upstream', async () => {
    server.use(
      http.post(`${API}/payvendor`, () =>
        HttpResponse.json({ error: 'not_implemented', message: 'no online payment' }, { status: 501 }),
      ),
      http.get(`${API}/payvendor`, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })),
      http.get(`${API}/country-web`, () => new HttpResponse('<html>Internal</html>', { status: 500 })),
    );

    expect((await apiError(api().createPayment({ data: {} as never }))).kind).toBe('not_implemented');
    const error = await apiError(api().listPaymentTypes());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('502');
    expect((await apiError(api().listCountries({}))).kind).toBe('upstream');
  });

  it('rejects a successful answer that is not JSON', async () => {
    server.use(http.get(`${API}/web/article`, () => new HttpResponse('<html>maintenance</html>', { status: 200 })));

    const error = await apiError(api().listArticles());

    expect(error.kind).toBe('upstream');
    expect(error.message).toContain('not JSON');
  });
});
