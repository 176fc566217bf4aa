/**
 * The configured BookingApi for server code: the in-process engine by default, or a remote server
 * that speaks the contract when API_BASE_URL is set.
 */
import 'server-only';
import type { BookingApi } from './types';
import { env } from '../config/env';

let api: BookingApi | undefined;

export async function getApi(): Promise<BookingApi> {
  if (!api) {
    const config = env();
    if (config.API_BASE_URL) {
      const { createHttpApi } = await import('./http');
      api = createHttpApi({
        baseUrl: config.API_BASE_URL,
        bookingSegment: config.API_BOOKING_SEGMENT,
        paymentsSegment: config.API_PAYMENTS_SEGMENT,
        timeoutMs: config.API_TIMEOUT_MS,
        accessParam: config.API_ACCESS_PARAM,
        pageSize: config.PAGE_SIZE,
      });
    } else {
      api = (await import('./local')).localApi;
    }
  }
  return api!;
}

export type { BookingApi } from './types';
export { ApiError } from './errors';
