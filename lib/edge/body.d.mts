import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
export const ALLOWED_METHODS: string[];
export const BODY_IDLE_MS: number;
export function admitBody(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { limit?: number; idleMs?: number },
): boolean;
export function refuseConnect(req: IncomingMessage, socket: Duplex): void;
