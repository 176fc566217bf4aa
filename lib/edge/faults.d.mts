import type { IncomingMessage, ServerResponse } from 'node:http';
export const NOT_FOUND_CACHE_CONTROL: string;
export function isPageRequest(method?: string, url?: string): boolean;
export function answerFaults(req: IncomingMessage, res: ServerResponse): boolean;
