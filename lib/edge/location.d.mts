import type { ServerResponse } from 'node:http';
export function oneLocation(res: ServerResponse): void;
