/**
 * A fake of the operator's booking system, written from spec §3 and §7 alone (not backed by the
 * built-in engine, sharing no code with the app): its answers carry exactly the fields the
 * specification names, its state lives in memory, and it records every request it receives.
 *
 * Calls (below `{api}` = `<origin>/api/v1`), with non-default segment names `{booking}` and `{payments}`:
 *   GET  journey-web-legacy[/{id}]       GET web/menu   GET web/blog-web   GET journey/category-web
 *   GET  country-web                     POST zus.listZustiegeWeb
 *   GET  {booking}/buchung/{tripCode}    POST|PUT {booking}/buchung        GET {booking}/import/vorgang
 *   GET  {booking}/sitzplatz, {booking}/zustieg   (both need the fixed access parameter: 401 / 403)
 *   GET|POST {payments}                  (POST answers data.iframe_url, a checkout page served here)
 * Control endpoints (not recorded):
 *   GET /__health, GET /__requests, GET /__bookings, POST /__reset,
 *   POST /__daytrips {"state":"catalogue"|"two"|"offline"}  (the three link states of spec §4),
 *   POST /__seatplans {"readable":false}  (seat plans without a seat list),
 *   POST /__down {"down":true}            (every call answers 503).
 * GET journey-web-legacy/{HOSTILE_JOURNEY_ID} answers a copy of the first trip whose intro and
 * description carry the OWASP XSS filter-evasion cheat sheet (e2e/xss.remote-api.spec.ts); no list has it.
 *
 * In-process: `const fake = createOperatorApi({...}); const origin = await fake.listen(0);`
 * As a process: `OPERATOR_PORT=3501 npx tsx e2e/operator-api/server.ts`
 * (OPERATOR_BOOKING_SEGMENT, OPERATOR_PAYMENTS_SEGMENT, OPERATOR_ACCESS_PARAM as `name=value`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { XSS_CHEAT_SHEET } from '../../tests/helpers/xss-cheat-sheet';
import {
  buildCatalogue,
  cents,
  DAY_TRIP_CATEGORY,
  deDay,
  HOSTILE_JOURNEY_ID,
  HOSTILE_TITLE,
  menus,
  money,
  OFFLINE_LENGTH,
  OFFLINE_TITLE,
  type Catalogue,
  type Journey,
  type Service,
} from './catalogue';

export const API_PREFIX = '/api/v1';

export interface OperatorApiOptions {
  bookingSegment?: string;
  paymentsSegment?: string;
  /** The fixed access parameter of sitzplatz and zustieg, `name=value`. */
  accessParam?: string;
  /** The day the catalogue is built around. */
  today?: () => Date;
}

export interface RecordedRequest {
  method: string;
  /** Path below the origin, e.g. '/api/v1/vendorbooking/sitzplatz'. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body (or the raw text when it is not JSON; undefined without a body). */
  body: unknown;
}

export interface FakeBooking {
  vorgang: string;
  token: string;
  idreise: string;
  form: Record<string, unknown>;
  args: unknown;
  argsCustomer: unknown;
  gesamtpreis: string;
}

export type DayTripState = 'catalogue' | 'two' | 'offline';

export interface OperatorApi {
  readonly server: http.Server;
  /** Starts listening (port 0: a free one) and resolves with the origin, e.g. 'http://127.0.0.1:41234'. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  readonly requests: RecordedRequest[];
  readonly bookings: FakeBooking[];
  reset(): void;
  setDayTrips(state: DayTripState): void;
  setSeatPlansReadable(readable: boolean): void;
  setDown(down: boolean): void;
}

interface Payment {
  id: string;
  data: Record<string, unknown>;
}

type Json = Record<string, unknown>;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: http.ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function createOperatorApi(options: OperatorApiOptions = {}): OperatorApi {
  const bookingSegment = options.bookingSegment ?? 'vendorbooking';
  const paymentsSegment = options.paymentsSegment ?? 'paycorp';
  const access = options.accessParam?.includes('=')
    ? ([
        options.accessParam.slice(0, options.accessParam.indexOf('=')),
        options.accessParam.split('=').slice(1).join('='),
      ] as const)
    : undefined;
  const today = options.today ?? (() => new Date());

  let catalogue: Catalogue = buildCatalogue(today());
  let dayTrips: DayTripState = 'catalogue';
  let seatPlansReadable = true;
  let down = false;
  const requests: RecordedRequest[] = [];
  const bookings: FakeBooking[] = [];
  const payments = new Map<string, Payment>();

  function reset(): void {
    catalogue = buildCatalogue(today());
    dayTrips = 'catalogue';
    seatPlansReadable = true;
    down = false;
    requests.length = 0;
    bookings.length = 0;
    payments.clear();
  }

  // ------------------------------------------------------------ catalogue

  function journeysOf(category: number | undefined): Journey[] {
    const all = catalogue.journeys
      .filter((j) => category === undefined || j.category === category)
      .map((j) => j.journey);
    if (category !== DAY_TRIP_CATEGORY || dayTrips === 'catalogue') return all;
    if (dayTrips === 'two') return all.slice(0, 2);
    // the operator's offline placeholder: ten entries titled 'OfflineReise' (spec §4 checks the first)
    return Array.from({ length: OFFLINE_LENGTH }, (_, i) => ({
      ...all[i % all.length],
      id_jrn_journey: 9000 + i,
      title: OFFLINE_TITLE,
      Buchung: false,
    }));
  }

  function tripByCode(code: string) {
    const entry = catalogue.journeys.find((j) => j.journey.date.code === code);
    const services = catalogue.services.get(code);
    if (!entry || !services) throw new HttpError(404, `Reise ${code} unbekannt`);
    return { journey: entry.journey, services };
  }

  function requireAccess(query: Record<string, string>): void {
    if (!access) return;
    if (!(access[0] in query)) throw new HttpError(401, 'Zugangsparameter fehlt');
    if (query[access[0]] !== access[1]) throw new HttpError(403, 'Zugangsparameter ungültig');
  }

  // ------------------------------------------------------------ booking

  interface Priced {
    journey: Journey;
    services: Service[];
    count: number;
    lines: {
      art: string;
      unterart?: string;
      bezeichnung: string;
      preis: string;
      gesamtpreis: string;
      zuordnung: string;
    }[];
    total: number;
  }

  function satz(typ: 'BUCHUNG' | 'HINWEIS', text: string) {
    return { attr: { typ }, text };
  }

  /**
   * The ticket form (spec §2 ticket variant, §3 ticket date entry): the tickets of one match date of
   * the journey's `dates`, each at the date's first price (millionths of a euro).
   */
  function priceTickets(body: Json, form: Json): Priced | { hinweis: string } {
    const code = String(body.idreise ?? '');
    const entry = catalogue.journeys.find((j) => j.journey.date.code === code);
    if (!entry) throw new HttpError(404, `Reise ${code} unbekannt`);
    const date = entry.dates?.find((d) => d.id_pln_dates === Number(form.termin));
    const count = Number(form.teilnehmer_count) || 0;
    if (!entry.journey.Buchung) return { hinweis: 'Diese Reise ist nicht mehr buchbar' };
    if (!date || date.dates.prices.length === 0) return { hinweis: 'Für diesen Termin gibt es keine Karten.' };
    if (count < 1 || count > 10) return { hinweis: 'Bitte wählen Sie 1 bis 10 Karten.' };
    const first = date.dates.prices[0];
    const per = Math.round(first.price / 10_000);
    const lines: Priced['lines'] = [
      { art: 'ERM', bezeichnung: first.name, preis: money(per), gesamtpreis: money(per * count), zuordnung: '' },
    ];
    return { journey: entry.journey, services: [], count, lines, total: per * count };
  }

  /** Prices a booking form; a HINWEIS text when it cannot be booked. */
  function price(body: Json): Priced | { hinweis: string } {
    if (asObject(body.form).variant === 'ticket') return priceTickets(body, asObject(body.form));
    const { journey, services: offer } = tripByCode(String(body.idreise ?? ''));
    const services = offer.leistung;
    const form = asObject(body.form);
    const travellers = asArray(form.teilnehmer).map(asObject);
    const count = Number(form.teilnehmer_count ?? travellers.length) || travellers.length;
    if (!journey.Buchung) return { hinweis: 'Diese Reise ist nicht mehr buchbar' };
    const coaches = services.filter((s) => s.art === 'BEF');
    if (count < 1 || count > 10 || coaches.some((c) => c.frei < count) || journey.number < count) {
      return { hinweis: 'Leider sind für diese Reise nicht mehr genügend Busplätze frei.' };
    }
    const per = Math.round(journey.price * 100);
    const lines: Priced['lines'] = [
      {
        art: 'ERM',
        bezeichnung: `Reisepreis ${journey.title}`,
        preis: money(per),
        gesamtpreis: money(per * count),
        zuordnung: travellers.map((_, i) => i + 1).join(','),
      },
    ];
    travellers.forEach((traveller, i) => {
      const point = catalogue.boardingPoints.find((p) => p.IDZustieg === Number(traveller.zustieg));
      if (point) {
        lines.push({
          art: 'SON',
          unterart: 'TRA',
          bezeichnung: `Zustieg ${point.Ort}, ${point.Stelle}`,
          preis: point.preis,
          gesamtpreis: point.preis,
          zuordnung: String(i + 1),
        });
      }
      for (const id of asArray(traveller.leistungen)) {
        const extra = services.find((s) => s.id === Number(id) && s.art === 'SON' && s.status === 'Frei');
        if (extra) {
          lines.push({
            art: 'SON',
            bezeichnung: extra.bezeichnung,
            preis: extra.preis,
            gesamtpreis: extra.preis,
            zuordnung: String(i + 1),
          });
        }
      }
    });
    const total = lines.reduce((sum, line) => sum + cents(line.gesamtpreis), 0);
    return { journey, services, count, lines, total };
  }

  function terms(priced: Priced) {
    // day trips are paid in full at once; longer trips 20 % now and the rest 30 days before the start
    const dayTrip = priced.journey.termin.ReiseArt === 'T';
    const down = dayTrip ? priced.total : Math.round(priced.total * 0.2);
    const start = Date.parse(priced.journey.date_from);
    const daysAhead = Math.round((start - Date.parse(today().toISOString().slice(0, 10))) / 86_400_000);
    return {
      anzahlung: { betrag: money(down), termin: deDay(today(), 0) },
      restzahlung: { betrag: money(priced.total - down), termin: deDay(today(), Math.max(0, daysAhead - 30)) },
    };
  }

  function check(body: Json) {
    const priced = price(body);
    if ('hinweis' in priced) {
      return { ergebnis: { satz: satz('HINWEIS', priced.hinweis), buchung: { status: 'nicht möglich' } } };
    }
    return {
      ergebnis: {
        satz: satz('BUCHUNG', 'Die Buchung ist möglich.'),
        buchung: { status: 'möglich' },
        preise: { preis: priced.lines },
        gesamtpreis: money(priced.total),
        zahlungsbedingungen: terms(priced),
      },
    };
  }

  function save(body: Json, origin: string) {
    const priced = price(body);
    if ('hinweis' in priced) {
      return {
        ergebnis: { satz: satz('HINWEIS', priced.hinweis), buchung: { status: 'nicht möglich' } },
        booking: null,
      };
    }
    const vorgang = `OP-${String(480_000 + bookings.length + 1)}`;
    const token = randomBytes(16).toString('hex');
    for (const coach of priced.services.filter((s) => s.art === 'BEF')) coach.frei -= priced.count;
    priced.journey.number -= priced.count;
    const form = asObject(body.form);
    bookings.push({
      vorgang,
      token,
      idreise: String(body.idreise),
      form,
      args: body.args,
      argsCustomer: body.argsCustomer,
      gesamtpreis: money(priced.total),
    });
    return {
      ergebnis: {
        satz: satz('BUCHUNG', 'Die Buchung ist erfolgt.'),
        buchung: {
          status: 'erfolgt',
          vorgang,
          token,
          bestaetigungpdf: `${origin}/documents/${vorgang}-${token}.pdf`,
          email: String(asObject(form.main).email ?? ''),
        },
      },
      booking: { vorgang, token },
    };
  }

  /** Seat plans of the coaches asked for; the wanted number of seats proposed (status 'option') by the wishes. */
  function seatPlans(query: Record<string, string>) {
    const services = tripByCode(query.idreise ?? '').services.leistung;
    const wanted = Math.max(0, Number(query.anzahl_personen) || 0);
    const ids = [query.idleistung_hin, query.idleistung_rueck].filter(Boolean).map(Number);
    const sitzplan = ids.map((id) => {
      const coach = services.find((s) => s.id === id && s.art === 'BEF');
      if (!coach) throw new HttpError(404, `Leistung ${id} ist kein Bus dieser Reise`);
      const seats = 48;
      const taken = seats - coach.frei;
      // taken seats from the back; proposals front (V) or back (H), left/right and window/aisle by the wishes
      const status = (n: number) => (n > seats - taken ? 'belegt' : 'frei');
      const order = Array.from({ length: seats }, (_, i) => i + 1).sort((a, b) => score(a, query) - score(b, query));
      const proposed = new Set(order.filter((n) => status(n) === 'frei').slice(0, wanted));
      const plan: Json = { attr: { idleistung: coach.id }, sitzplan_bezeichnung: `Fernreisebus ${seats} Plätze` };
      if (seatPlansReadable) {
        plan.sitze = {
          sitz: Array.from({ length: seats }, (_, i) => ({
            nummer: i + 1,
            status: proposed.has(i + 1) ? 'option' : status(i + 1),
          })),
        };
      }
      return plan;
    });
    return { ergebnis: { sitzplaene: { sitzplan } } };
  }

  function score(seat: number, query: Record<string, string>): number {
    const row = Math.ceil(seat / 4);
    const position = (seat - 1) % 4; // 0 left window, 1 left aisle, 2 right aisle, 3 right window
    const front =
      query.wunsch_vornemittehinten === 'H'
        ? 13 - row
        : query.wunsch_vornemittehinten === 'M'
          ? Math.abs(6 - row)
          : row;
    const side = (query.wunsch_linksrechts === 'R') === position >= 2 ? 0 : 1;
    const window = (query.wunsch_fenstergang === 'G') === (position === 1 || position === 2) ? 0 : 1;
    return front * 10 + side * 2 + window;
  }

  function createPayment(body: Json, origin: string) {
    const data = asObject(body.data);
    for (const field of ['payment_type', 'amount', 'currency', 'url_success', 'url_failure', 'url_push', 'purpose']) {
      if (data[field] === undefined || data[field] === '') throw new HttpError(400, `data.${field} fehlt`);
    }
    if (!Number.isInteger(data.amount) || (data.amount as number) <= 0) throw new HttpError(400, 'data.amount in Cent');
    const id = randomBytes(8).toString('hex');
    payments.set(id, { id, data });
    return { data: { iframe_url: `${origin}/${encodeURIComponent(paymentsSegment)}-checkout/${id}` } };
  }

  function checkoutPage(payment: Payment): string {
    const d = payment.data;
    const amount = (Number(d.amount) / 100).toFixed(2).replace('.', ',');
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>PayCorp Testkasse</title></head>
<body style="font-family:sans-serif;margin:24px">
<h1>PayCorp Testkasse</h1>
<p data-testid="paycorp-amount">Betrag: ${escapeHtml(amount)} EUR</p>
<p>Verwendungszweck: ${escapeHtml(String(d.purpose))}</p>
<form method="post" action="${escapeHtml(payment.id)}/pay"><button type="submit">Jetzt bezahlen</button></form>
<p><a href="${escapeHtml(String(d.url_failure))}" target="_top">Abbrechen</a></p>
</body></html>`;
  }

  // ------------------------------------------------------------ routing

  async function handleApi(
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
    origin: string,
  ): Promise<unknown> {
    const booking = `${bookingSegment}/`;
    const translation = (['de', 'us', 'hr'] as const).find((t) => t === query.translation) ?? 'de';
    if (method === 'GET' && path === 'journey-web-legacy') {
      const category = query.category === undefined ? undefined : Number(query.category);
      const size = Math.max(1, Number(query.page_size) || 12);
      return { error: null, data: journeysOf(category).slice(0, size) };
    }
    if (method === 'GET' && path.startsWith('journey-web-legacy/')) {
      const id = Number(path.slice('journey-web-legacy/'.length));
      if (id === HOSTILE_JOURNEY_ID) {
        const [first] = catalogue.journeys;
        return {
          error: null,
          data: {
            ...first.journey,
            id_jrn_journey: HOSTILE_JOURNEY_ID,
            title: HOSTILE_TITLE,
            einleitung: `<p>Einleitung</p>${XSS_CHEAT_SHEET.slice(0, 10)
              .map((c) => c.html)
              .join('\n')}`,
            reisebeschreibung: XSS_CHEAT_SHEET.map((c) => `<p>${c.name}</p>${c.html}`).join('\n'),
          },
        };
      }
      const entry = catalogue.journeys.find((j) => j.journey.id_jrn_journey === id);
      if (!entry) throw new HttpError(404, `Reise ${id} unbekannt`);
      return { error: null, data: entry.dates ? { ...entry.journey, dates: entry.dates } : entry.journey };
    }
    if (method === 'GET' && path === 'web/menu') return { data: menus(translation) };
    if (method === 'GET' && path === 'web/blog-web')
      return Number(query.id_web_blog_type) === 4 ? catalogue.testimonials : [];
    if (method === 'GET' && path === 'journey/category-web') return catalogue.categories;
    if (method === 'GET' && path === 'country-web') return catalogue.countries;
    if (method === 'POST' && path === 'zus.listZustiegeWeb') {
      const size = Math.max(1, Number(asObject(body).page_size) || 999);
      return { data: { rows: catalogue.boardingPoints.slice(0, size) } };
    }
    if (method === 'GET' && path.startsWith(`${booking}buchung/`)) {
      const { services } = tripByCode(decodeURIComponent(path.slice(`${booking}buchung/`.length)));
      return {
        ergebnis: {
          leistungen: { leistung: services.leistung },
          insurances: { versicherungen: { versicherung: services.versicherung } },
        },
      };
    }
    if (path === `${booking}buchung` && method === 'POST') return check(asObject(body));
    if (path === `${booking}buchung` && method === 'PUT') return save(asObject(body), origin);
    if (method === 'GET' && path === `${booking}sitzplatz`) {
      requireAccess(query);
      return seatPlans(query);
    }
    if (method === 'GET' && path === `${booking}zustieg`) {
      requireAccess(query);
      tripByCode(query.idreise ?? '');
      return catalogue.boardingPoints;
    }
    if (method === 'GET' && path === `${booking}import/vorgang`) return {};
    if (method === 'GET' && path === paymentsSegment) return { data: catalogue.paymentTypes };
    if (method === 'POST' && path === paymentsSegment) return createPayment(asObject(body), origin);
    throw new HttpError(404, `${method} ${path}: kein Aufruf dieses Buchungssystems`);
  }

  async function handleControl(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    const body = asObject(parseBody(await readBody(req)));
    if (path === '/__health') return sendJson(res, 200, { status: 'ok', dayTrips, seatPlansReadable, down });
    if (path === '/__requests') return sendJson(res, 200, requests);
    if (path === '/__bookings') return sendJson(res, 200, bookings);
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST' });
    if (path === '/__reset') {
      reset();
      return sendJson(res, 200, { status: 'reset' });
    }
    if (path === '/__daytrips') {
      if (!['catalogue', 'two', 'offline'].includes(String(body.state))) return sendJson(res, 400, { error: 'state?' });
      dayTrips = body.state as DayTripState;
      return sendJson(res, 200, { dayTrips });
    }
    if (path === '/__seatplans') {
      seatPlansReadable = body.readable !== false;
      return sendJson(res, 200, { seatPlansReadable });
    }
    if (path === '/__down') {
      down = body.down !== false;
      return sendJson(res, 200, { down });
    }
    return sendJson(res, 404, { error: 'unknown control endpoint' });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const method = req.method ?? 'GET';
    if (url.pathname.startsWith('/__')) return handleControl(req, res, url.pathname);

    const checkout = new RegExp(`^/${paymentsSegment}-checkout/([0-9a-f]+)(/pay)?$`).exec(url.pathname);
    if (checkout) {
      const payment = payments.get(checkout[1]);
      if (!payment) return sendHtml(res, 404, '<h1>Zahlung unbekannt</h1>');
      if (!checkout[2]) return sendHtml(res, 200, checkoutPage(payment));
      // paid: notify the shop (url_push), then send the visitor back (url_success)
      void fetch(String(payment.data.url_push), { method: 'POST' }).catch(() => undefined);
      res.writeHead(303, { location: String(payment.data.url_success) });
      return void res.end();
    }
    if (url.pathname.startsWith('/documents/')) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return void res.end('%PDF-1.4\n% fake confirmation\n%%EOF\n');
    }
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) return sendJson(res, 404, { error: 'nicht gefunden' });

    const text = await readBody(req);
    const query = Object.fromEntries(url.searchParams);
    const body = parseBody(text);
    requests.push({ method, path: url.pathname, query, body });
    if (down) return sendHtml(res, 503, '<h1>503 Service Unavailable</h1>');
    try {
      const answer = await handleApi(method, url.pathname.slice(API_PREFIX.length + 1), query, body, origin);
      sendJson(res, 200, answer);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message });
      throw error;
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[operator-api]', error);
      if (!res.headersSent) sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
      else res.destroy();
    });
  });

  return {
    server,
    requests,
    bookings,
    reset,
    setDayTrips: (state) => {
      dayTrips = state;
    },
    setSeatPlansReadable: (readable) => {
      seatPlansReadable = readable;
    },
    setDown: (value) => {
      down = value;
    },
    listen: (port = 0, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          resolve(`http://${host}:${address.port}`);
        });
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// Run as a process (Playwright's webServer): `npx tsx e2e/operator-api/server.ts`
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = createOperatorApi({
    bookingSegment: process.env.OPERATOR_BOOKING_SEGMENT,
    paymentsSegment: process.env.OPERATOR_PAYMENTS_SEGMENT,
    accessParam: process.env.OPERATOR_ACCESS_PARAM,
  });
  const port = Number(process.env.OPERATOR_PORT ?? 3501);
  void fake.listen(port).then((origin) => console.log(`[operator-api] ${origin}${API_PREFIX}`));
}
