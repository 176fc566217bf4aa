/**
 * Request headers as the site's edge (lib/edge/client.mjs) hands them to the app: the resolved
 * x-forwarded-* with the edge's per-process token. Without the token the app trusts none of them.
 */
import { EDGE_HEADER, EDGE_TOKEN_VARIABLE } from '@/lib/edge/names.mjs';

export function edgeHeaders(init: Record<string, string>): Record<string, string> {
  process.env[EDGE_TOKEN_VARIABLE] ||= 'vitest-edge-token';
  return { ...init, [EDGE_HEADER]: process.env[EDGE_TOKEN_VARIABLE] };
}
