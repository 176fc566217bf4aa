import { NextResponse } from 'next/server';
import { acceptRevalidation, expireJourneys, SIGNATURE_HEADER } from '@/lib/site/invalidation';

/**
 * Expires the cached pages of journeys whose free places changed outside a request (the background
 * jobs, lib/site/invalidation): a Route Handler is where Next.js lets `revalidateTag` run. Only
 * requests signed with the site's SECRET are heard.
 */
export async function POST(request: Request) {
  const change = acceptRevalidation(await request.text(), request.headers.get(SIGNATURE_HEADER));
  if (!change)
    return NextResponse.json(
      { ok: false, error: 'forbidden' },
      { status: 403, headers: { 'cache-control': 'no-store' } },
    );
  expireJourneys(change);
  return NextResponse.json(
    { ok: true, journeys: change.journeyIds.length },
    { headers: { 'cache-control': 'no-store' } },
  );
}
