/**
 * The booking form's calls to the contract over HTTP (`/api/v1/…`, spec §7). Types only from the
 * contract: the routes validate, the browser does not ship the schemas.
 */
import type {
  BoardingResponse,
  CheckRequest,
  CheckResponse,
  PaymentTypesResponse,
  SaveRequest,
  SaveResponse,
  SeatPlanParams,
  SeatPlanResponse,
  TripServicesResponse,
} from '../api/contract/schemas';
import { todayDe } from './rules';

const BASE = '/api/v1';

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init?.body ? { 'content-type': 'application/json' } : {}),
      ...init?.headers,
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      fields?: { path: string; message: string }[];
    };
    throw new RequestError(response.status, body.message ?? response.statusText, body.fields ?? []);
  }
  return (await response.json()) as T;
}

function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) search.set(key, String(value));
  return search.toString();
}

export const bookingApi = {
  tripServices: (tripCode: string) => request<TripServicesResponse>(`/booking/buchung/${encodeURIComponent(tripCode)}`),
  boardingPoints: (idreise: string) => request<BoardingResponse>(`/booking/zustieg?${query({ idreise })}`),
  paymentTypes: () => request<PaymentTypesResponse>('/payments'),
  seatPlans: (params: SeatPlanParams) => request<SeatPlanResponse>(`/booking/sitzplatz?${query({ ...params })}`),
  check: (body: CheckRequest) =>
    request<CheckResponse>('/booking/buchung', { method: 'POST', body: JSON.stringify(body) }),
  save: (body: SaveRequest) => request<SaveResponse>('/booking/buchung', { method: 'PUT', body: JSON.stringify(body) }),
  /** spec §4/§7: fired after every booking attempt, the result is ignored. */
  importProcesses: () => {
    const today = todayDe();
    void fetch(`${BASE}/booking/import/vorgang?${query({ art: 'HIN', buchungvon: today, buchungbis: today })}`).catch(
      () => undefined,
    );
  },
};
