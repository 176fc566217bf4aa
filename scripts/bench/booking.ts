/**
 * Booking under load through the site's contract server (/api/v1/booking/buchung with the access
 * parameter, as the operator's other sites call it): 50 visitors on different day trips repeating
 * their price check (each renewing its own hold, as the booking form does), then each saving a few
 * bookings, once paced like visitors (a think time between a visitor's requests) and once in a
 * closed loop without think time (saturation; see `bookingLoad`); and the ticket rush, buyers arriving evenly over a few seconds for the last tickets of a
 * match. Every request is timed from the moment it is sent; no answer within the limit counts as an
 * error, never as a hang.
 */
import { journeys, type Journey } from './pages';
import { getJson, send, type Reply } from './http';
import { summarise, type LatencySummary } from './stats';

const REQUEST_TIMEOUT_MS = 30_000;
const DEFAULT_TRAVELLERS = 2;

const booker = {
  salutation: 'Frau',
  title: '',
  firstname: 'Anna',
  lastname: 'Huber',
  street: 'Leopoldstraße',
  street_nr: '12a',
  zip: '80802',
  city: 'München',
  phone: '089 1234567',
  email: 'anna.huber@example.com',
  birthday: '14.03.1985',
};

/** A day-trip form as the booking form sends it: `travellers` travellers boarding at `zustieg`, paying by card. */
function tripForm(zustieg: number, travellers: number, email: string) {
  return {
    variant: 'trip',
    teilnehmer_count: travellers,
    main: { ...booker, email },
    teilnehmer: Array.from({ length: travellers }, (_, i) => ({
      salutation: i % 2 === 0 ? 'Frau' : 'Herr',
      title: '',
      firstname: i === 0 ? 'Anna' : `Reisender${i + 1}`,
      lastname: 'Huber',
      birthday: i === 0 ? booker.birthday : `0${(i % 9) + 1}.0${(i % 9) + 1}.1990`,
      zustieg,
      address: true,
      booking_person: i === 0,
    })),
    payment: 'creditcard',
    names_confirmed: true,
  };
}

interface Trip {
  idreise: string;
  title: string;
  free: number;
}

/** Bookable day trips (trip type T) with free seats, from every category. */
async function bookableDayTrips(base: string): Promise<Trip[]> {
  const categories = await getJson<{ data: { id_jrn_category: number; journeys: number }[] }>(
    `${base}/api/v1/journey/category-web?journeyCount=true`,
  );
  const trips: Trip[] = [];
  for (const c of categories.data.filter((c) => c.journeys > 0)) {
    const list: Journey[] = await journeys(base, c.id_jrn_category);
    for (const j of list) {
      if (j.Buchung && j.termin.ReiseArt === 'T' && j.number > 0) {
        trips.push({ idreise: j.date.code, title: j.title, free: j.number });
      }
    }
  }
  return trips;
}

interface User {
  index: number;
  idreise: string;
  zustieg: number;
}

/**
 * One trip per visitor where the catalogue has enough: visitors go to the trips with the most seats
 * still unclaimed by the plan, and a trip takes a second visitor only when every trip has one.
 */
async function planUsers(base: string, count: number, seatsPerUser: number): Promise<{ users: User[]; trips: number }> {
  const trips = (await bookableDayTrips(base)).map((t) => ({ ...t, left: t.free, users: 0 }));
  const users: User[] = [];
  for (let index = 0; index < count; index++) {
    const fitting = trips.filter((t) => t.left >= seatsPerUser);
    if (!fitting.length) {
      throw new Error(
        `not enough free seats for ${count} visitors × ${seatsPerUser} seats on ${trips.length} bookable day trips`,
      );
    }
    fitting.sort((a, b) => a.users - b.users || b.left - a.left);
    const trip = fitting[0];
    trip.left -= seatsPerUser;
    trip.users++;
    users.push({ index, idreise: trip.idreise, zustieg: 0 });
  }
  const boarding = new Map<string, number>();
  for (const idreise of new Set(users.map((u) => u.idreise))) {
    const answer = await getJson<{ ergebnis: { zustiege: { zustieg: { IDZustieg: number }[] } } }>(
      `${base}/api/v1/booking/zustieg?idreise=${encodeURIComponent(idreise)}`,
    );
    const first = answer.ergebnis.zustiege.zustieg[0];
    if (!first) throw new Error(`trip ${idreise} has no boarding point`);
    boarding.set(idreise, first.IDZustieg);
  }
  for (const user of users) user.zustieg = boarding.get(user.idreise)!;
  return { users, trips: boarding.size };
}

export interface Outcome {
  latency: LatencySummary;
  requests: number;
  perSecond: number;
  /** Answered 200 with the positive status ('möglich' for a check, 'erfolgt' for a save). */
  ok: number;
  /** Answered 200 but refused (no seats left, …). */
  refused: number;
  status4xx: number;
  status5xx: number;
  /** No answer: connection error or timeout. */
  failed: number;
  /** One example of each kind of failure, for the report. */
  examples: string[];
}

class Tally {
  private ms: number[] = [];
  private ok = 0;
  private refused = 0;
  private s4 = 0;
  private s5 = 0;
  private failed = 0;
  private examples = new Map<string, string>();
  private started = performance.now();

  add(reply: Reply, positive: (body: unknown) => boolean): unknown {
    this.ms.push(reply.ms);
    if (reply.status === 0) {
      this.failed++;
      this.example('no answer', reply.error ?? '');
      return undefined;
    }
    if (reply.status >= 500) {
      this.s5++;
      this.example(String(reply.status), reply.body.slice(0, 200));
      return undefined;
    }
    if (reply.status >= 400) {
      this.s4++;
      this.example(String(reply.status), reply.body.slice(0, 200));
      return undefined;
    }
    let body: unknown;
    try {
      body = JSON.parse(reply.body);
    } catch {
      this.failed++;
      this.example('not JSON', reply.body.slice(0, 200));
      return undefined;
    }
    if (positive(body)) this.ok++;
    else {
      this.refused++;
      const text =
        (body as { ergebnis?: { satz?: { text?: string } } }).ergebnis?.satz?.text ?? reply.body.slice(0, 120);
      this.example(`refused`, text);
    }
    return body;
  }

  private example(kind: string, text: string) {
    if (!this.examples.has(kind)) this.examples.set(kind, `${kind}: ${text}`);
  }

  result(): Outcome {
    const seconds = (performance.now() - this.started) / 1000;
    return {
      latency: summarise(this.ms),
      requests: this.ms.length,
      perSecond: Math.round((this.ms.length / seconds) * 10) / 10,
      ok: this.ok,
      refused: this.refused,
      status4xx: this.s4,
      status5xx: this.s5,
      failed: this.failed,
      examples: [...this.examples.values()],
    };
  }
}

type Ergebnis = { ergebnis: { buchung: { status: string }; reservierung?: { id: string } | null } };

/** The two calls of one load model. */
export interface CallOutcomes {
  check: Outcome;
  /** Each visitor's first price check alone (the one placing its hold), also counted in `check`. */
  firstCheck: LatencySummary;
  save: Outcome;
}

export interface BookingLoad {
  users: number;
  trips: number;
  travellers: number;
  checkSeconds: number;
  savesPerUser: number;
  /** Mean think time of a paced visitor between two of its requests. */
  thinkMs: number;
  /** Visitors as they behave: a think time between their own requests (the targets apply here). */
  paced: CallOutcomes;
  /** The same visitors without any think time, each sending its next request as the last one is answered. */
  saturation: CallOutcomes;
}

const CONSENTS = { agb: true, datenschutz: true, anhang: true, produktinfo: true };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One load model over all visitors: price checks for `checkSeconds` (each visitor renewing its own
 * hold), then `saves` saves each (the first one taking the visitor's hold). `pause()` is the wait
 * before each of a visitor's requests after its first: a think time, or none (saturation).
 */
async function runLoad(
  url: string,
  users: User[],
  travellers: number,
  options: {
    checkSeconds: number;
    saves: number;
    key: string;
    start: (user: User) => number;
    pause: () => number;
  },
): Promise<CallOutcomes> {
  const holds = new Map<number, string>();
  const checks = new Tally();
  const firstChecks: number[] = [];
  const checkEnd = performance.now() + options.checkSeconds * 1000;
  await Promise.all(
    users.map(async (user) => {
      await sleep(options.start(user));
      const form = tripForm(user.zustieg, travellers, `bench${user.index}-${options.key}@example.com`);
      for (let first = true; performance.now() < checkEnd; first = false) {
        if (!first) {
          await sleep(options.pause());
          if (performance.now() >= checkEnd) break;
        }
        const reply = await send(
          url,
          'POST',
          { idreise: user.idreise, form, reservierung: holds.get(user.index) },
          REQUEST_TIMEOUT_MS,
        );
        if (first) firstChecks.push(reply.ms);
        const body = checks.add(reply, (b) => (b as Ergebnis).ergebnis.buchung.status === 'möglich') as
          Ergebnis | undefined;
        const hold = body?.ergebnis.reservierung?.id;
        if (hold) holds.set(user.index, hold);
      }
    }),
  );

  // taken now: its requests per second are over the check phase, not until the saves ended
  const check = checks.result();

  const saves = new Tally();
  await Promise.all(
    users.map(async (user) => {
      await sleep(options.start(user));
      for (let n = 0; n < options.saves; n++) {
        if (n > 0) await sleep(options.pause());
        const form = tripForm(user.zustieg, travellers, `bench${user.index}-${options.key}-${n}@example.com`);
        const hold = n === 0 ? holds.get(user.index) : undefined;
        const reply = await send(
          url,
          'PUT',
          {
            idreise: user.idreise,
            form,
            consents: CONSENTS,
            locale: 'de',
            idempotency_key: `bench-${options.key}-${user.index}-${n}`,
            ...(hold && { reservierung: hold }),
          },
          REQUEST_TIMEOUT_MS,
        );
        saves.add(reply, (b) => (b as Ergebnis).ergebnis.buchung.status === 'erfolgt');
      }
    }),
  );
  return { check, firstCheck: summarise(firstChecks), save: saves.result() };
}

/**
 * `users` visitors, each on its own trip where possible, measured twice on the same trips:
 *
 * 1. paced (the headline figure, the targets' "50 concurrent visitors"): a visitor's price check is
 *    the booking form's step from page 1 to page 2, so a real visitor sends one every few seconds at
 *    most. Each visitor waits a think time of `thinkMs` ± 20 % (random, so they don't synchronise)
 *    between its own requests, checks and saves alike; the visitors start spread evenly over the
 *    first second.
 * 2. saturation (no think time): the same visitors in a closed loop, each sending its next request
 *    the moment the last one is answered. It measures throughput (requests per second): with N
 *    clients always waiting, mean latency is N / throughput (Little's law), so its latencies show
 *    queueing at capacity, not what a visitor sees.
 */
export async function bookingLoad(
  base: string,
  access: string,
  options: { users: number; checkSeconds: number; savesPerUser: number; thinkMs: number; runId: string; label: string },
): Promise<BookingLoad> {
  const travellers = DEFAULT_TRAVELLERS;
  // both models save on the same trips
  const { users, trips } = await planUsers(base, options.users, 2 * travellers * options.savesPerUser);
  const url = `${base}/api/v1/booking/buchung?${access}`;
  const key = `${options.runId}-${options.label}`;
  const spread = 1000 / users.length;

  const paced = await runLoad(url, users, travellers, {
    checkSeconds: options.checkSeconds,
    saves: options.savesPerUser,
    key: `${key}-paced`,
    start: (user) => user.index * spread,
    pause: () => options.thinkMs * (0.8 + 0.4 * Math.random()),
  });
  const saturation = await runLoad(url, users, travellers, {
    checkSeconds: options.checkSeconds,
    saves: options.savesPerUser,
    key: `${key}-saturation`,
    start: () => 0,
    pause: () => 0,
  });

  return {
    users: users.length,
    trips,
    travellers,
    checkSeconds: options.checkSeconds,
    savesPerUser: options.savesPerUser,
    thinkMs: options.thinkMs,
    paced,
    saturation,
  };
}

export interface TicketMatch {
  idreise: string;
  dateId: number;
  title: string;
  dateFrom: string;
}

/** The last match date of the catalogue's ticket journey (trip type K). */
export async function findTicketMatch(base: string): Promise<TicketMatch> {
  const categories = await getJson<{ data: { id_jrn_category: number; journeys: number }[] }>(
    `${base}/api/v1/journey/category-web?journeyCount=true`,
  );
  for (const c of categories.data.filter((c) => c.journeys > 0)) {
    const ticket = (await journeys(base, c.id_jrn_category)).find((j) => j.termin.ReiseArt === 'K' && j.dates?.length);
    if (!ticket) continue;
    const last = [...ticket.dates!].sort((a, b) => b.dates.date_from.localeCompare(a.dates.date_from))[0];
    return {
      idreise: ticket.date.code,
      dateId: last.id_pln_dates,
      title: last.dates.title,
      dateFrom: last.dates.date_from,
    };
  }
  throw new Error('the catalogue has no match-ticket journey');
}

export interface Rush {
  buyers: number;
  seconds: number;
  /** Time from the first request to the last answer. */
  wallSeconds: number;
  outcome: Outcome;
}

/** `buyers` fans, one ticket each, arriving evenly over `seconds`, each with its own double-click key. */
export async function ticketRush(
  base: string,
  access: string,
  match: TicketMatch,
  options: { buyers: number; seconds: number; runId: string },
): Promise<Rush> {
  const url = `${base}/api/v1/booking/buchung?${access}`;
  const tally = new Tally();
  const started = performance.now();
  const gap = (options.seconds * 1000) / options.buyers;
  await Promise.all(
    Array.from(
      { length: options.buyers },
      (_, i) =>
        new Promise<void>((resolve) => {
          setTimeout(async () => {
            const reply = await send(
              url,
              'PUT',
              {
                idreise: match.idreise,
                form: {
                  variant: 'ticket',
                  termin: match.dateId,
                  teilnehmer_count: 1,
                  main: { ...booker, email: `fan${i}@example.com` },
                  payment: 'creditcard',
                },
                consents: CONSENTS,
                locale: 'de',
                idempotency_key: `bench-${options.runId}-fan-${i}`,
              },
              REQUEST_TIMEOUT_MS,
            );
            tally.add(reply, (b) => (b as Ergebnis).ergebnis.buchung.status === 'erfolgt');
            resolve();
          }, i * gap);
        }),
    ),
  );
  return {
    buyers: options.buyers,
    seconds: options.seconds,
    wallSeconds: Math.round((performance.now() - started) / 100) / 10,
    outcome: tally.result(),
  };
}
