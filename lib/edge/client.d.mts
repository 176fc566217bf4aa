import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
export type Trust = (address: string, hop: number) => boolean;
export function trustFrom(setting: string | undefined): Trust;
export function allowedHostsFrom(env: { ALLOWED_HOSTS?: string; SITE_URL?: string }): (name: string) => boolean;
export function resolveClient(
  request: { remoteAddress: string | undefined; encrypted: boolean; headers: IncomingHttpHeaders },
  trust: Trust,
): { address: string; host: string | undefined; proto: 'http' | 'https' };
export function configureClient(env?: NodeJS.ProcessEnv): void;
export function admitClient(req: IncomingMessage, res: ServerResponse): boolean;
