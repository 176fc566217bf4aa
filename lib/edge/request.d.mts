import type { IncomingMessage, ServerResponse } from 'node:http';
export function edgeRequest(req: IncomingMessage, res: ServerResponse): boolean;
