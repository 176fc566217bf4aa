/**
 * The site model: the catalogue as pages and components see it. English names, money in integer
 * cents, dates ISO ('YYYY-MM-DD'; a full ISO timestamp only where the time of day matters).
 *
 * The contract (lib/api/contract) speaks the booking system's words and encodings (`id_jrn_journey`,
 * `Buchung`, '1234,50', millionths of a euro); lib/api/reshape.ts turns its answers into these types
 * once, at the boundary, as vercel/commerce's `reshape*` functions do for Shopify. The data modules
 * (lib/site/catalogue.ts, lib/site/layout-data.ts) call `getApi()` and reshape before they cache, so
 * nothing above them meets a wire field. Plain types, no imports: safe for client components too.
 */

// ---------------------------------------------------------------- trips

/** A trip as lists show it (overview, search, calendar, home teaser, sitemap). */
export interface TripSummary {
  id: number;
  title: string;
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
  /** Trips in the category (spec §4: listed only above zero). */
  tripCount: number;
}

export interface Country {
  id: number;
  name: string;
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
  /** The testimonial as HTML. */
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
  /** HTML, sanitised when rendered. */
  html: string;
}
