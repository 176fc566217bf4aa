/**
 * The access parameter the e2e app is started with (CONTRACT_ACCESS_PARAM): writes through the
 * engine's contract server (/api/v1) need it. The tests send it where they book through the contract
 * the way another site of the operator would; the booking form itself never needs it.
 */
export const CONTRACT_ACCESS_PARAM = 'access=e2e-contract-key';

/** The path with the access parameter added. */
export function withContractAccess(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${CONTRACT_ACCESS_PARAM}`;
}
