import type { IncomingMessage, ServerResponse } from 'node:http';
export function inlineScriptHashes(html: string): string[];
export function policyWithHashes(policy: string, hashes: readonly string[]): string;
export function withScriptHashes(req: IncomingMessage, res: ServerResponse): void;
