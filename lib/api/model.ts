/**
 * The site model: the catalogue as pages and components see it. English names, money in integer
 * cents, dates ISO ('YYYY-MM-DD'; a full ISO timestamp only where the time of day matters).
 *
 * The contract (lib/api/contract) speaks the booking system's words and encodings (`id_jrn_journey`,
 * `Buchung`, '1234,50', millionths of a euro); lib/api/reshape.ts turns its answers into these types
 * once, at the boundary, as vercel/commerce's `reshape*` functions do for Shopify. The data modules
 * (lib/site/catalogue.ts) call `getApi()` and reshape before they cache, so
 * nothing above them meets a wire field. Plain types, no imports: safe for client components too.
 */

// ---------------------------------------------------------------- trips

/** A trip as lists show it (overview, search, calendar, home teaser, sitemap). */
export interface TripSummary {
  id: number;
  /** In the visitor's language (German where the booking system has no translation). */
  title: string;
  /** The trip page's address part, '/reise/{id}-{slug}': the same in every language. */
  slug: string;
  /** The booking system's trip code (spec §3 `date.code`): it addresses the booking calls. */
  code: string;
  /** First day, ISO date. */
  startDate: string;
  /** Last day, ISO date (the start date for a day trip). */
  endDate: string;
  /** Duration in days, the first and the last counted: 1 for a day trip. */
  days: number;
  /** spec §3: trip type 'T'. */
  isDayTrip: boolean;
  /**
   * A match-ticket trip, booked with the ticket form (spec §2 ticket variant): it lists ticket dates
   * (spec §3 `dates`) or its booking system marks it as tickets (trip type 'K').
   */
  isTicketTrip: boolean;
  /** Price per traveller, from. */
  priceCents: number;
  /** Travellers one booking could take now (lib/booking/free-places); 0 when sold out. */
  freePlaces: number;
  /** The operator sells it online; false when it is closed for online sale. */
  bookableOnline: boolean;
  categoryId: number;
  /** Category name; '' when the booking system does not name it. */
  category: string;
  country: string | null;
  /** Resort (ski area); '' when unknown. */
  resort: string;
  /** Picture URL; '' for the drawn placeholder. */
  image: string;
  /** A short badge ('Neu', 'Topseller'); '' for none. */
  label: string;
  /** Departure, return departure and arrival times, 'HH:MM' each when known. */
  schedule: TripSchedule;
}

export interface TripSchedule {
  departure?: string;
  returnDeparture?: string;
  arrival?: string;
}

/** A trip as its own page shows it. */
export interface Trip extends TripSummary {
  /** Intro (HTML from the booking system, sanitised when rendered). */
  intro?: string;
  /** Full description (HTML). */
  description?: string;
  accommodation: string[];
  /** Included services. */
  services: string[];
  /** Extras a traveller may add. */
  extras: TripExtra[];
  /** Match dates of a ticket trip (category 11), in date order; empty for other trips. */
  ticketDates: TicketDate[];
}

export interface TripExtra {
  id: number;
  name: string;
  priceCents: number;
}

/** One page of a trip list. */
export interface TripPage {
  trips: TripSummary[];
  /** Trips matching the query over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------- match tickets

/** A match date of the ticket trip with its prices (spec §3 "Ticket date entry"). */
export interface TicketDate {
  id: number;
  title: string;
  /** ISO timestamp of the kick-off (or an ISO date when the time is not known). */
  date: string;
  /** Tickets left; undefined when the booking system does not say. */
  freeTickets?: number;
  prices: TicketPrice[];
}

/** 'Sitzplatz Kat. 2 inkl. Busfahrt' at 64.50 € → { name: 'Sitzplatz Kat. 2', note: 'inkl. Busfahrt', priceCents: 6450 }. */
export interface TicketPrice {
  name: string;
  /** The 'inkl. …' part, shown apart. */
  note?: string;
  priceCents: number;
}

// ---------------------------------------------------------------- boarding points

/** An announced boarding point (spec §5: places 'wird noch bekannt gegeben' are never in the model). */
export interface BoardingPoint {
  id: number;
  postcode: string;
  town: string;
  /** The spot in the town ('Hauptbahnhof, Arnulfstraße'). */
  place: string;
  /** Surcharge per traveller for boarding here; 0 for none. */
  surchargeCents: number;
  /** Departure time 'HH:MM'; undefined when the booking system does not say. */
  time?: string;
}

// ---------------------------------------------------------------- catalogue structure

export interface Category {
  id: number;
  name: string;
  /** The address part of its list, '/reiseuebersicht/{id}-{slug}': the same in every language. */
  slug: string;
  /** Trips in the category (spec §4: listed only above zero). */
  tripCount: number;
}

export interface Country {
  id: number;
  name: string;
  /** '/reiseland/{slug}': the same in every language. */
  slug: string;
  tripCount: number;
}

/** A menu entry as the server defines it, built into a tree (spec §4 "Menu building"). */
export interface MenuNode {
  id: number;
  name: string;
  link: string;
  children: MenuNode[];
}

export interface Menu {
  /** 1 the main menu, 2 and 3 the footer menus. */
  id: number;
  name: string;
  items: MenuNode[];
}

/** A menu entry whose target is known: `href` null marks the offline placeholder (not a link). */
export interface ResolvedMenuNode {
  id: number;
  name: string;
  href: string | null;
  children: ResolvedMenuNode[];
}

// ---------------------------------------------------------------- content

/** A customer testimonial (blog type 4). */
export interface Testimonial {
  id: number;
  /** The customer's name (the post's title). */
  name: string;
  /** The testimonial as sanitised HTML (lib/api/html). */
  html: string;
  /** Stars, 0–5 in halves. */
  rating: number;
  /** Picture URL as the booking system gives it; null without one. */
  image: string | null;
}

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  /** ISO instant of the last change; undefined when unknown. */
  updatedAt?: string;
}

/** A content article (terms, privacy, FAQ, …). */
export interface Article extends ArticleSummary {
  /** HTML, sanitised where it entered the site model (lib/api/html). */
  html: string;
}

// ---------------------------------------------------------------- booking

/** What a service sells: a room type (spec §3 art UNT), an extra or surcharge (SON), a coach (BEF). */
export type ServiceKind = 'room' | 'extra' | 'coach';

/** A coach's direction: outbound (spec §3 'H') or return ('R'). */
export type Direction = 'outbound' | 'return';

/** A service of a trip as the booking form offers it (spec §3 "Service"). */
export interface TripService {
  id: number;
  kind: ServiceKind;
  name: string;
  /** Price per traveller. */
  priceCents: number;
  /** Rooms, units or seats one booking can still take. */
  free: number;
  /** spec §5: on sale ('Frei'); an extra that is not is hidden. */
  bookable: boolean;
  /** A room type: persons per room. */
  maxOccupancy: number;
  /** A coach: its direction; null when unknown or not a coach. */
  direction: Direction | null;
  /** spec §5: an automatic surcharge ('Aufpreis …', the single-room supplement): charged, never chosen. */
  automatic: boolean;
  /** The room type (its service id) whose travellers this surcharge follows; null for none. */
  appliesTo: number | null;
}

/**
 * A travel insurance offer (spec §5 "Insurance offers"), with the price band and the booking and
 * travel windows the shared rule (lib/booking/insurance) filters by. Dates ISO.
 */
export interface InsuranceOffer {
  id: number;
  name: string;
  /** Price per traveller. */
  priceCents: number;
  tripPriceFromCents: number;
  tripPriceToCents: number;
  bookingFrom: string;
  bookingTill: string;
  travelFrom: string;
  travelTill: string;
}

/** A seat: free, proposed for this visitor by the seat plan call, sold, or blocked by the operator. */
export type SeatStatus = 'free' | 'proposed' | 'taken' | 'blocked';

export interface Seat {
  number: number;
  status: SeatStatus;
  /** Position in the coach's grid, 1-based. */
  row: number;
  col: number;
  window: boolean;
}

/** One coach's seat plan (spec §3/§7 `sitzplatz`). */
export interface SeatPlan {
  /** The coach (its BEF service id). */
  serviceId: number;
  direction: Direction;
  /** The coach's own name, e.g. 'Hinfahrt München – Garmisch-Partenkirchen'. */
  name: string;
  rows: number;
  cols: number;
  /** Seats still free to this visitor. */
  free: number;
  /** Empty when the booking system sent no seat list the site can read: seats are then assigned automatically. */
  seats: Seat[];
}

export interface SeatPlans {
  plans: SeatPlan[];
  /** The booking system's notice about the plans (spec §7 satz typ HINWEIS). */
  notice?: Notice;
}

/**
 * A notice of the booking system (spec §7 satz typ HINWEIS): its text as sent, and the code and
 * parameters the built-in engine adds, from which the site shows it in the visitor's language
 * (lib/booking/hints).
 */
export interface Notice {
  text: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** A line of the price overview (spec §5: lines with total 0 are hidden). */
export interface PriceLine {
  /** The trip price (spec §3 ERM), an extra or surcharge (SON), an insurance (VER). */
  kind: 'trip' | 'extra' | 'insurance';
  label: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** The travellers (0-based) this line belongs to; empty for the booking as a whole. */
  travellers: number[];
}

/** Deposit and balance with their due dates (ISO; the balance's null when none is set). */
export interface PaymentTerms {
  depositCents: number;
  depositDue: string;
  restCents: number;
  restDue: string | null;
}

/** What the price check placed or renewed: seats, rooms and extras kept for this visitor. */
export interface Hold {
  id: string;
  /** ISO instant the hold runs out. */
  until: string;
}

/**
 * The availability and price check (spec §7 POST {booking}/buchung): possible, refused with the
 * booking system's notice, or not possible without one.
 */
export interface CheckResult {
  outcome: 'possible' | 'notice' | 'impossible';
  /** The booking system's notice (spec §7 satz) when it refused with one. */
  notice?: Notice;
  lines: PriceLine[];
  totalCents: number;
  paymentTerms: PaymentTerms | null;
  hold: Hold | null;
  /** Offers matching this booking (price band, booking and travel windows). */
  insuranceOffers: InsuranceOffer[];
}

/** The save (spec §7 PUT {booking}/buchung): booked, refused with a notice, or not possible. */
export interface SaveResult {
  outcome: 'booked' | 'notice' | 'impossible';
  notice?: Notice;
  /** Set when booked. */
  booking?: SavedBooking;
}

export interface SavedBooking {
  processNumber: string;
  /** The booking's access token (payment, documents). */
  token: string;
  /** Where the confirmation went; undefined when the booking system does not say. */
  email?: string;
  /** The confirmation PDF's URL, when the booking system gives one. */
  pdfUrl?: string;
  /** The save's own prices when it answered them (otherwise the check's stand). */
  totalCents?: number;
  paymentTerms?: PaymentTerms | null;
  /** The sealed payment request for a backend without the payments capability (lib/site/payment). */
  paymentTicket?: string;
}

/** A payment type the booking system offers and the site knows (spec §7 GET {payments}). */
export interface PaymentTypeOption {
  type: 'bill' | 'debit' | 'creditcard' | 'sofort';
  name: string;
}
