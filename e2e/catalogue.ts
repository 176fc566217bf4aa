import { expect, type APIRequestContext } from '@playwright/test';

/** The seeded catalogue as the contract serves it (every future trip). */
export interface Trip {
  id_jrn_journey: number;
  title: string;
  date_from: string;
  date_till: string;
  date: { code: string };
  id_jrn_category: number;
  price: number;
  number: number;
  Buchung: boolean;
}

export async function trips(request: APIRequestContext, query = ''): Promise<Trip[]> {
  const response = await request.get(`/api/v1/journey-web-legacy?page_size=999${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Trip[] }).data;
}

/** Runs `work` over `items`, `limit` at a time (the dev server compiles on two cores). */
export async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(work));
}
