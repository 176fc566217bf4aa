import type { IncomingMessage, ServerResponse } from 'node:http';
export function withCompression(req: IncomingMessage, res: ServerResponse): void;
