/**
 * The boundary between the contract and the site model (lib/api/model.ts): every catalogue answer of
 * BookingApi is reshaped here, once, by the data modules in lib/site before they cache it. Wire
 * encodings are decoded with the contract's own decoders (lib/api/contract/encoding) and the shared
 * rules of lib/booking (hidden boarding points, automatic surcharges, insurance offers, payment
 * types); HTML texts pass the sanitizer (./html); no page or component decodes or cleans anything itself. The booking form's answers are reshaped
 * here too, by its server actions (lib/site/booking). Pure functions, no I/O.
 */
import type * as C from './contract/schemas';
import { deToCents, deToIso, eurosToCents, millionthsToCents } from './contract/encoding';
import { announcedBoardingPoints } from '../booking/boarding-points';
import { insuranceOfferFromContract } from '../booking/insurance';
import { isPaymentType } from '../booking/payment-types';
import { DIRECTION_OF_RICHTUNG, KIND_OF_ART } from '../booking/services';
import { isAutomaticSurcharge, isOnSale } from '../booking/surcharges';
import { durationDays, slugify } from '../format';
import { sanitizeContentHtml } from './html';
import type {
  Article,
  ArticleSummary,
  BoardingPoint,
  Category,
  CheckResult,
  InsuranceOffer,
  PaymentTerms,
  PaymentTypeOption,
  PriceLine,
  SaveResult,
  Seat,
  SeatPlans,
  TripService,
  Country,
  Menu,
  MenuNode,
  Notice,
  TicketDate,
  TicketPrice,
  Testimonial,
  Trip,
  TripPage,
  TripSummary,
} from './model';

// ---------------------------------------------------------------- trips

/** spec §3: termin.ReiseArt 'T' means day trip. */
const DAY_TRIP_TYPE = 'T';
/** The built-in engine's trip type of match tickets, also when no match date is ahead any more. */
const TICKET_TRIP_TYPE = 'K';

/** An ISO date or timestamp → its calendar day 'YYYY-MM-DD'. */
const isoDay = (value: string) => value.slice(0, 10);

/** A journey of GET journey-web-legacy as lists show it. */
export function reshapeTripSummary(journey: C.Journey): TripSummary {
  const startDate = isoDay(journey.date_from);
  const endDate = isoDay(journey.date_till);
  return {
    id: journey.id_jrn_journey,
    title: journey.title,
    slug: journey.slug || slugify(journey.title),
    code: journey.date.code,
    startDate,
    endDate,
    days: journey.adds?.days ?? durationDays(startDate, endDate),
    isDayTrip: journey.termin.ReiseArt === DAY_TRIP_TYPE,
    isTicketTrip: (journey.dates?.length ?? 0) > 0 || journey.termin.ReiseArt === TICKET_TRIP_TYPE,
    priceCents: eurosToCents(journey.price),
    // `number` is the engine's (or the remote's) free places, one formula: lib/booking/free-places
    freePlaces: Math.max(0, journey.number),
    bookableOnline: journey.Buchung,
    categoryId: journey.id_jrn_category,
    category: journey.category,
    country: journey.country,
    resort: journey.resort,
    image: journey.image,
    label: journey.label,
    schedule: {
      ...(journey.zs.departure ? { departure: journey.zs.departure } : {}),
      ...(journey.zs.returnDeparture ? { returnDeparture: journey.zs.returnDeparture } : {}),
      ...(journey.zs.arrival ? { arrival: journey.zs.arrival } : {}),
    },
  };
}

/** A journey of GET journey-web-legacy/{id} (with intro, description, extras and ticket dates). */
export function reshapeTrip(journey: C.Journey): Trip {
  return {
    ...reshapeTripSummary(journey),
    ...(journey.einleitung ? { intro: sanitizeContentHtml(journey.einleitung) } : {}),
    ...(journey.reisebeschreibung ? { description: sanitizeContentHtml(journey.reisebeschreibung) } : {}),
    accommodation: journey.content?.accommodation ?? [],
    services: journey.content?.services ?? [],
    extras: (journey.extras ?? []).map((extra) => ({
      id: extra.id,
      name: extra.bezeichnung,
      priceCents: deToCents(extra.preis),
    })),
    ticketDates: reshapeTicketDates(journey.dates ?? []),
  };
}

export function reshapeTripPage(response: C.JourneyListResponse): TripPage {
  return {
    trips: response.data.map(reshapeTripSummary),
    total: response.total,
    page: response.page,
    pageSize: response.page_size,
  };
}

// ---------------------------------------------------------------- match tickets

/**
 * spec §3: a ticket price name carries an 'inkl.' part that is shown apart:
 * 'Sitzplatz Kat. 2 inkl. Busfahrt' → { name: 'Sitzplatz Kat. 2', note: 'inkl. Busfahrt' }; in
 * English and Croatian the part starts with 'incl.' or 'uklj.'.
 */
export function splitTicketPriceName(name: string): Pick<TicketPrice, 'name' | 'note'> {
  const index = name.search(/\b(inkl|incl|uklj)\./i);
  if (index < 0) return { name: name.trim() };
  const label = name
    .slice(0, index)
    .replace(/[\s,–-]+$/, '')
    .trim();
  return { name: label || name.trim(), note: name.slice(index).trim() };
}

/** spec §3: the ticket dates in date order, prices from millionths of a euro to cents. */
export function reshapeTicketDates(dates: readonly C.TicketDate[]): TicketDate[] {
  return [...dates]
    .sort((a, b) => a.dates.date_from.localeCompare(b.dates.date_from))
    .map((entry) => ({
      id: entry.id_pln_dates,
      title: entry.dates.title,
      date: entry.dates.date_from,
      ...(entry.dates.frei !== undefined ? { freeTickets: entry.dates.frei } : {}),
      prices: entry.dates.prices.map((price) => ({
        ...splitTicketPriceName(price.name),
        priceCents: millionthsToCents(price.price),
      })),
    }));
}

// ---------------------------------------------------------------- boarding points

/**
 * The boarding points a visitor may see (spec §5: places 'wird noch bekannt gegeben' are dropped,
 * the rule of lib/booking/boarding-points), in the order given, surcharges in cents.
 */
export function reshapeBoardingPoints(points: readonly C.BoardingPoint[]): BoardingPoint[] {
  return announcedBoardingPoints(points).map((point) => ({
    id: point.IDZustieg,
    postcode: point.PLZ,
    town: point.Ort,
    place: point.Stelle,
    surchargeCents: deToCents(point.preis),
    ...(point.zeit ? { time: point.zeit } : {}),
  }));
}

// ---------------------------------------------------------------- catalogue structure

export function reshapeCategory(category: C.Category): Category {
  return {
    id: category.id_jrn_category,
    name: category.name,
    slug: category.slug || slugify(category.name),
    tripCount: category.journeys,
  };
}

export function reshapeCountry(country: C.Country): Country {
  return {
    id: country.id_country,
    name: country.name,
    slug: country.slug || slugify(country.name),
    tripCount: country.journeys,
  };
}

/** A menu item as GET {api}/web/menu delivers it (children optional, possibly nested). */
export interface RawMenuItem {
  id_web_menu_item: number;
  name: string;
  settings: { link: string };
  id_parent: number;
  status: number;
  sort?: number;
  children?: unknown[];
}

function flatten(items: readonly RawMenuItem[], out: RawMenuItem[] = []): RawMenuItem[] {
  for (const item of items) {
    out.push(item);
    if (Array.isArray(item.children) && item.children.length > 0) flatten(item.children as RawMenuItem[], out);
  }
  return out;
}

/**
 * spec §4 "Menu building": only items with status 1, nested by parent id starting at parent 0, in
 * the order of their `sort` field (then name). The server may deliver the items flat (each with
 * `id_parent`) or already nested in `children`; both are accepted.
 */
export function buildMenu(items: readonly RawMenuItem[] | readonly C.MenuItem[]): MenuNode[] {
  const visible = flatten(items as readonly RawMenuItem[]).filter((item) => item.status === 1);
  const byParent = new Map<number, RawMenuItem[]>();
  const seen = new Set<number>();
  for (const item of visible) {
    if (seen.has(item.id_web_menu_item)) continue;
    seen.add(item.id_web_menu_item);
    const siblings = byParent.get(item.id_parent) ?? [];
    siblings.push(item);
    byParent.set(item.id_parent, siblings);
  }
  // A child of a hidden (status ≠ 1) parent is never reached from 0 and so disappears with it.
  const build = (parentId: number, path: Set<number>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((item) => !path.has(item.id_web_menu_item))
      .sort(
        (a, b) =>
          (a.sort ?? 0) - (b.sort ?? 0) ||
          a.name.localeCompare(b.name, 'de') ||
          a.id_web_menu_item - b.id_web_menu_item,
      )
      .map((item) => ({
        id: item.id_web_menu_item,
        name: item.name,
        link: item.settings.link,
        children: build(item.id_web_menu_item, new Set(path).add(item.id_web_menu_item)),
      }));
  return build(0, new Set());
}

export function reshapeMenus(response: C.MenuResponse): Menu[] {
  return response.data.map((menu) => ({ id: menu.id_web_menu, name: menu.name, items: buildMenu(menu.menu_items) }));
}

// ---------------------------------------------------------------- content

export function reshapeTestimonial(post: C.Testimonial): Testimonial {
  return {
    id: post.id_web_blog,
    name: post.title,
    html: sanitizeContentHtml(post.text),
    rating: post.settings.sterne,
    image: post.settings.images[0]?.link?.trim() || null,
  };
}

export function reshapeArticleSummary(article: Omit<C.Article, 'text'>): ArticleSummary {
  return {
    id: article.id_web_article,
    slug: article.slug,
    title: article.title,
    ...(article.updated ? { updatedAt: article.updated } : {}),
  };
}

export function reshapeArticle(article: C.Article): Article {
  return { ...reshapeArticleSummary(article), html: sanitizeContentHtml(article.text) };
}

// ---------------------------------------------------------------- booking

/** A contract date 'DD.MM.YYYY' → ISO; a date that is none is a broken answer, not a silent ''. */
function isoDate(de: string): string {
  const iso = deToIso(de);
  if (!iso) throw new Error(`Not a date: '${de}'`);
  return iso;
}

/**
 * A service of GET {booking}/buchung/{trip}: its type and direction in the site's words, and whether
 * it is an automatic surcharge by the shared rule (lib/booking/surcharges: flagged `automatisch`,
 * following a room, or named so).
 */
export function reshapeService(service: C.Service): TripService {
  return {
    id: service.id,
    kind: KIND_OF_ART[service.art],
    name: service.bezeichnung,
    priceCents: deToCents(service.preis),
    free: Math.max(0, service.frei),
    bookable: isOnSale(service.status),
    maxOccupancy: service.belegungmax,
    direction: service.richtung ? DIRECTION_OF_RICHTUNG[service.richtung] : null,
    automatic: isAutomaticSurcharge({
      automatic: service.automatisch,
      appliesTo: service.bezug,
      name: service.bezeichnung,
    }),
    appliesTo: service.bezug,
  };
}

export function reshapeTripServices(response: C.TripServicesResponse): TripService[] {
  return response.ergebnis.leistungen.leistung.map(reshapeService);
}

/** Insurance offers in cents and ISO dates; an offer whose dates are no dates is dropped (never offered). */
export function reshapeInsuranceOffers(offers: readonly C.Insurance[]): InsuranceOffer[] {
  return offers.map(insuranceOfferFromContract).filter((offer): offer is InsuranceOffer => offer !== null);
}

const SEAT_STATUS = { frei: 'free', option: 'proposed', belegt: 'taken', gesperrt: 'blocked' } as const;

/** GET {booking}/sitzplatz: each coach's plan; a plan without a seat list keeps `seats` empty. */
export function reshapeSeatPlans(response: C.SeatPlanResponse): SeatPlans {
  const { satz, sitzplaene } = response.ergebnis;
  return {
    plans: sitzplaene.sitzplan.map((plan) => ({
      serviceId: plan.attr.idleistung,
      direction: DIRECTION_OF_RICHTUNG[plan.attr.richtung],
      name: plan.sitzplan_bezeichnung,
      rows: plan.reihen,
      cols: plan.spalten,
      free: plan.frei,
      seats: plan.sitze.sitz.map((seat): Seat => ({
        number: seat.nummer,
        status: SEAT_STATUS[seat.status],
        row: seat.reihe,
        col: seat.spalte,
        window: seat.fenster,
      })),
    })),
    ...(satz?.attr.typ === 'HINWEIS' ? { notice: noticeOf(satz) } : {}),
  };
}

const LINE_KIND = { ERM: 'trip', SON: 'extra', VER: 'insurance' } as const;

/** A price line; `zuordnung` '1,2' (1-based travellers) becomes [0, 1]. */
export function reshapePriceLine(line: C.PriceLine): PriceLine {
  return {
    kind: LINE_KIND[line.art],
    label: line.bezeichnung,
    quantity: line.anzahl,
    unitCents: deToCents(line.preis),
    totalCents: deToCents(line.gesamtpreis),
    travellers: line.zuordnung
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((n) => Number.isInteger(n) && n > 0)
      .map((n) => n - 1),
  };
}

export function reshapePaymentTerms(terms: C.PaymentTerms): PaymentTerms {
  return {
    depositCents: deToCents(terms.anzahlung.betrag),
    depositDue: isoDate(terms.anzahlung.termin),
    restCents: deToCents(terms.restzahlung.betrag),
    restDue: terms.restzahlung.termin ? isoDate(terms.restzahlung.termin) : null,
  };
}

/** A HINWEIS's text, with the code and parameters when the booking system sent them (lib/booking/hints). */
function noticeOf(satz: C.Satz): Notice {
  return {
    text: satz.text,
    ...(satz.code !== undefined && { code: satz.code }),
    ...(satz.params !== undefined && { params: satz.params }),
  };
}

/** spec §7: a `satz` of type HINWEIS refuses with its notice; otherwise the status says whether it went through. */
function outcomeOf<T extends string>(
  satz: C.Satz,
  done: boolean,
  yes: T,
): { outcome: T | 'notice' | 'impossible'; notice?: Notice } {
  if (satz.attr.typ === 'HINWEIS') return { outcome: 'notice', notice: noticeOf(satz) };
  return { outcome: done ? yes : 'impossible' };
}

/** POST {booking}/buchung: possible (status 'möglich'), refused with a notice, or not possible. */
export function reshapeCheck(response: C.CheckResponse): CheckResult {
  const { satz, buchung, preise, gesamtpreis, zahlungsbedingungen, reservierung, versicherungen } = response.ergebnis;
  return {
    ...outcomeOf(satz, buchung.status === 'möglich', 'possible'),
    lines: preise.preis.map(reshapePriceLine),
    totalCents: deToCents(gesamtpreis),
    paymentTerms: zahlungsbedingungen ? reshapePaymentTerms(zahlungsbedingungen) : null,
    hold: reservierung ? { id: reservierung.id, until: reservierung.gueltig_bis } : null,
    insuranceOffers: reshapeInsuranceOffers(versicherungen),
  };
}

/** PUT {booking}/buchung: booked (status 'erfolgt') with its process number and token, or why not. */
export function reshapeSave(response: C.SaveResponse): SaveResult {
  const { satz, buchung, gesamtpreis, zahlungsbedingungen } = response.ergebnis;
  const result = outcomeOf(satz, buchung.status === 'erfolgt', 'booked');
  if (result.outcome !== 'booked') return result;
  return {
    outcome: 'booked',
    booking: {
      processNumber: buchung.vorgang ?? response.booking?.vorgang ?? '',
      token: buchung.token ?? response.booking?.token ?? '',
      ...(buchung.email ? { email: buchung.email } : {}),
      ...(buchung.bestaetigungpdf ? { pdfUrl: buchung.bestaetigungpdf } : {}),
      ...(gesamtpreis !== undefined ? { totalCents: deToCents(gesamtpreis) } : {}),
      ...(zahlungsbedingungen !== undefined
        ? { paymentTerms: zahlungsbedingungen && reshapePaymentTerms(zahlungsbedingungen) }
        : {}),
    },
  };
}

/** GET {payments}: the types the site knows (spec §7), in the list's order. */
export function reshapePaymentTypes(response: C.PaymentTypesResponse): PaymentTypeOption[] {
  return response.data.flatMap((p) => (isPaymentType(p.payment_type) ? [{ type: p.payment_type, name: p.name }] : []));
}
