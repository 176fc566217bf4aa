/**
 * Issue 27, point 10: no secret in any log line, whoever writes it. Next.js warns of a request body
 * over the limit with `console.warn`, naming the request's URL, and the URL of a write to /api/v1
 * carries the access parameter (CONTRACT_ACCESS_PARAM) in its query. Here Next.js's own body reader
 * (next/dist/server/body-streams, which the proxy runs on every request with a body) reads a too
 * large body of such a request, and neither the structured log nor anything written to stdout or
 * stderr holds the secret. The secrets are chosen so that no general rule (long tokens) would catch
 * them: only the configured values are.
 */
import { Readable, Writable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeConsoleToLog, setLogDestination } from '@/lib/log';

const ACCESS = 'key=alpenpass';
const SECRETS = {
  CONTRACT_ACCESS_PARAM: ACCESS,
  API_ACCESS_PARAM: 'apikey=gipfelwort',
  SECRET: 'hmac-schluessel',
  SMTP_URL: 'smtp://mailer:postgeheim@mail.example:587',
};

describe('secrets in log lines', () => {
  const log: string[] = [];
  const streams: string[] = [];
  const saved = { ...process.env };
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };

  beforeAll(() => {
    Object.assign(process.env, SECRETS);
    // beneath the site's filter: what would reach the terminal or the log collector
    for (const name of ['stdout', 'stderr'] as const) {
      const write = process[name].write.bind(process[name]);
      process[name].write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        streams.push(String(chunk));
        return write(chunk, ...rest);
      }) as typeof process.stdout.write;
    }
    setLogDestination(
      new Writable({
        write(chunk, _encoding, done) {
          log.push(String(chunk));
          done();
        },
      }),
    );
    routeConsoleToLog();
  });
  afterAll(() => {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    setLogDestination(undefined);
    for (const key of Object.keys(SECRETS)) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it('keeps the access parameter out of Next.js’s warning about a too large body', async () => {
    const { getCloneableBody } = await import('next/dist/server/body-streams');
    const request = Readable.from([Buffer.alloc(600, 'a'), Buffer.alloc(600, 'b')]) as unknown as IncomingMessage;
    request.url = `/api/v1/booking/buchung?${ACCESS}&token=abc`;
    const clone = getCloneableBody(request, 1024).cloneBodyStream();
    for await (const chunk of clone) void chunk;

    const written = log.join('');
    expect(written).toContain('Request body exceeded');
    expect(written).toContain('/api/v1/booking/buchung?[redacted]');
    expect(written).not.toContain('alpenpass');
    for (const line of log) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('filters what is written to stdout and stderr directly, and every configured secret', () => {
    process.stderr.write(`⚠ proxying /api/v1/x?${ACCESS} with ${SECRETS.SECRET}\n`);
    process.stdout.write(Buffer.from(`smtp login mailer:postgeheim, ${encodeURIComponent('gipfelwort')}\n`));
    console.warn(`remote call https://operator.example/booking?${SECRETS.API_ACCESS_PARAM} failed`);
    console.error(new Error(`SMTP auth failed for postgeheim`));

    const everything = log.join('') + streams.join('');
    expect(everything).toContain('proxying /api/v1/x?');
    for (const secret of ['alpenpass', 'gipfelwort', 'hmac-schluessel', 'postgeheim'])
      expect(everything, secret).not.toContain(secret);
  });
});
