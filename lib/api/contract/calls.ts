/**
 * The calls of spec §7 as one interface: what every backend answers, in the contract's own shapes.
 * `BookingApi` (lib/api/types.ts) is this plus the optional capabilities; the built-in engine
 * implements it directly, `http` speaks it over the wire.
 */
import type * as C from './schemas';

/**
 * Who asks for a hold (issue 11), for a backend that keeps holds per visitor: hashes of the site's
 * visitor cookie and of the client address, null when unknown. Not part of spec §7 and never sent
 * over the wire: the built-in engine takes it in-process; a remote system keeps its holds its own
 * way and gets only the `reservierung` id the site remembers for the visitor (lib/site/visitor).
 */
export interface HoldOwner {
  visitor: string | null;
  client: string | null;
}

export interface ContractApi {
  // catalogue
  listJourneys(params: C.JourneyListParams): Promise<C.JourneyListResponse>;
  getJourney(id: number, params?: { translation?: C.Translation }): Promise<C.JourneyResponse>;
  listMenus(params: { include_menuitems?: boolean; translation?: C.Translation }): Promise<C.MenuResponse>;
  listBlogs(params: { id_web_blog_type?: number; pagination?: boolean }): Promise<{ data: C.Testimonial[] }>;
  listCategories(params: {
    journeyCount?: boolean;
    activeOnly?: boolean;
    translation?: C.Translation;
  }): Promise<{ data: C.Category[] }>;
  listCountries(params: { journeyCount?: boolean; translation?: C.Translation }): Promise<{ data: C.Country[] }>;
  listBoardingPoints(body: {
    id_acc_account: number;
    page_size?: number;
  }): Promise<{ data: { rows: C.BoardingPoint[]; total: number } }>;
  getArticle(slug: string, params: { translation?: C.Translation }): Promise<{ data: C.Article }>;
  listArticles(): Promise<{ data: Omit<C.Article, 'text'>[] }>;

  // booking system ({booking})
  /**
   * `params.reservierung`: the visitor's own hold, whose places count as free to them (engine only);
   * `params.translation`: the language of the names.
   */
  getTripServices(
    tripCode: string,
    params?: { reservierung?: string; translation?: C.Translation },
  ): Promise<C.TripServicesResponse>;
  checkBooking(request: C.CheckRequest, owner?: HoldOwner): Promise<C.CheckResponse>;
  saveBooking(request: C.SaveRequest, owner?: HoldOwner): Promise<C.SaveResponse>;
  getSeatPlans(params: C.SeatPlanParams): Promise<C.SeatPlanResponse>;
  getBoardingPoints(params: { idreise: string; zugang?: string }): Promise<C.BoardingResponse>;
  importProcesses(params: {
    art: 'HIN';
    buchungvon: string;
    buchungbis: string;
  }): Promise<{ ergebnis: { importiert: number } }>;

  // payments ({payments})
  listPaymentTypes(): Promise<C.PaymentTypesResponse>;
  createPayment(request: C.PaymentRequest): Promise<C.PaymentResponse>;
}
