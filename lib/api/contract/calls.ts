/**
 * The calls of spec §7 as one interface: what every backend answers, in the contract's own shapes.
 * `BookingApi` (lib/api/types.ts) is this plus the optional capabilities; the built-in engine
 * implements it directly, `http` speaks it over the wire.
 */
import type * as C from './schemas';

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
  getTripServices(tripCode: string, params?: { translation?: C.Translation }): Promise<C.TripServicesResponse>;
  checkBooking(request: C.CheckRequest): Promise<C.CheckResponse>;
  saveBooking(request: C.SaveRequest): Promise<C.SaveResponse>;
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
