import { currentStaff } from '@/lib/site/backoffice';

/**
 * The rights of the staff member signed in with this request (401 without a session): what the proxy
 * asks before a back-office page renders, so a page without the right can answer 403 (proxy.ts).
 */
export async function GET() {
  const user = await currentStaff();
  return Response.json(user ? { rights: user.rights } : { rights: null }, {
    status: user ? 200 : 401,
    headers: { 'cache-control': 'private, no-store' },
  });
}
