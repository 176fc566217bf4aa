/**
 * The edge's body rules (lib/edge/body.mjs, issue 26) on a plain node:http server: a method the site
 * does not serve, a declared or streamed body over the limit, a body that stalls, and server-action
 * requests Next.js could not decode. The server's handler reads the body as Next.js does, after the
 * edge: what the edge lets through must reach it byte for byte.
 */
import http from 'node:http';
import net from 'node:net';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  admitBody,
  ALLOWED_METHODS,
  BODY_BUDGET_BYTES,
  BODY_IDLE_MS,
  createBodyBudget,
  refuseConnect,
} from '@/lib/edge/body.mjs';
import { MAX_BODY_BYTES } from '@/lib/http/boundary';
import { MAX_INPUT_DEPTH } from '@/lib/http/input';

const IDLE_MS = 1_000;
/** The test server's budget of body bytes handed on at once: 3 MB (the site's is 64 MB). */
const budget = createBodyBudget(3 * 1024 * 1024);
/** The most body bytes the reader behind the edge held at once. */
let readerPeak = 0;
let held = 0;
/** How the handler behind the edge saw each request: its body's size and hash, or that it never ended. */
const seen: { path: string; bytes: number; sha: string }[] = [];

function reader(req: http.IncomingMessage, res: http.ServerResponse) {
  // A slow reader (Next.js compiling a route, say) starts reading late: no 408 for that.
  const delay = req.url === '/slow' ? IDLE_MS * 3 : 0;
  setTimeout(() => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      held += chunk.length;
      readerPeak = Math.max(readerPeak, held);
    });
    // as Next.js does, the reader keeps the body until it has answered
    res.on('close', () => (held -= chunks.reduce((sum, chunk) => sum + chunk.length, 0)));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ path: req.url ?? '', bytes: body.length, sha: createHash('sha256').update(body).digest('hex') });
      res.setHeader('content-type', 'text/plain');
      res.end(`read ${body.length}`);
    });
  }, delay);
}

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (admitBody(req, res, { idleMs: IDLE_MS, budget })) reader(req, res);
  });
  server.on('connect', refuseConnect);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One request; `body` is written in `chunks` pieces, `stallAfter` bytes then nothing more. */
function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string | number>; body?: Buffer; stall?: boolean } = {},
): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: options.headers, agent: false });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          ms: Date.now() - started,
        }),
      );
      res.on('error', reject);
    });
    // the edge cuts the connection after its answer: the rest of a long body may fail to go out
    req.on('error', () => undefined);
    if (options.body) {
      const size = 64 * 1024;
      let at = 0;
      const more = () => {
        while (at < options.body!.length) {
          const ok = req.write(options.body!.subarray(at, at + size));
          at += size;
          if (!ok) return void req.once('drain', more);
        }
        if (options.stall) req.flushHeaders();
        else req.end();
      };
      more();
    } else if (options.stall) req.flushHeaders();
    else req.end();
  });
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('methods', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH'])(
    'answers %s with 405 and Allow',
    async (method) => {
      const answer = await send(method, '/');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe(ALLOWED_METHODS.join(', '));
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'method_not_allowed' });
    },
  );

  it('answers CONNECT with 405: the site is no proxy', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('CONNECT example.com:443 HTTP/1.1\r\nhost: example.com:443\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toContain(`allow: ${ALLOWED_METHODS.join(', ')}`);
  });

  it("leaves a method Node's parser does not know (TRACK, junk) to its 400", async () => {
    for (const method of ['TRACK', 'FOO', 'GETT']) expect((await send(method, '/')).status, method).toBe(400);
  });

  it('lets the methods the site serves through', async () => {
    for (const method of ALLOWED_METHODS) {
      expect((await send(method, '/')).status, method).toBe(200);
    }
  });
});

describe('size', () => {
  it('answers a declared 10 GB body with 413 at once, reading none of it', async () => {
    const answer = await send('PUT', '/huge', { headers: { 'content-length': 10 * 1024 ** 3 }, stall: true });
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1_000);
    expect(seen.some((s) => s.path === '/huge')).toBe(false);
  });

  it('answers a client that sends a declared 10 MB body anyway with 413, not a reset connection', async () => {
    const answer = await send('POST', '/sent-anyway', {
      headers: { 'content-length': 10 * 1024 * 1024 },
      body: Buffer.alloc(10 * 1024 * 1024, 'w'),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large' });
  });

  it('passes a body up to the limit through unchanged, declared or chunked', async () => {
    const body = Buffer.alloc(MAX_BODY_BYTES, 'a');
    body.write('{"first":1}');
    const declared = await send('POST', '/declared', { headers: { 'content-length': body.length }, body });
    expect(declared).toMatchObject({ status: 200, body: `read ${body.length}` });
    const chunked = await send('POST', '/chunked', { headers: { 'transfer-encoding': 'chunked' }, body });
    expect(chunked).toMatchObject({ status: 200, body: `read ${body.length}` });
    expect(seen.filter((s) => s.path === '/declared' || s.path === '/chunked').map((s) => s.sha)).toEqual([
      sha(body),
      sha(body),
    ]);
  });

  it('answers a chunked body with 413 as soon as it passes the limit, before the reader sees its end', async () => {
    const answer = await send('POST', '/chunked-big', {
      headers: { 'transfer-encoding': 'chunked' },
      body: Buffer.alloc(2 * MAX_BODY_BYTES, 'x'),
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large' });
    expect(seen.some((s) => s.path === '/chunked-big')).toBe(false);
  });

  it('does not count a body sent after the declared length (the next request on the connection)', async () => {
    const answer = await send('POST', '/exact', { headers: { 'content-length': 5 }, body: Buffer.from('hello') });
    expect(answer).toMatchObject({ status: 200, body: 'read 5' });
  });
});

describe('time', () => {
  it('keeps its default pause short: seconds, not the minutes Node allows', () => {
    expect(BODY_IDLE_MS).toBeLessThanOrEqual(10_000);
  });

  it('answers a body that stops arriving with 408 after the pause', async () => {
    const answer = await send('POST', '/stalled', {
      headers: { 'content-length': 1000 },
      body: Buffer.from('x'.repeat(10)),
      stall: true,
    });
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(answer.ms).toBeLessThan(IDLE_MS * 4);
    expect(seen.some((s) => s.path === '/stalled')).toBe(false);
  });

  it('gives no 408 when the client sent everything and the reader is the slow one', async () => {
    const body = Buffer.from('y'.repeat(300_000));
    const answer = await send('POST', '/slow', { headers: { 'content-length': body.length }, body });
    expect(answer).toMatchObject({ status: 200, body: `read ${body.length}` });
  });

  it('hands on no more body bytes at once than its budget: of 20 stalled 1 MB uploads the rest wait unread', async () => {
    expect(BODY_BUDGET_BYTES).toBeLessThanOrEqual(64 * 1024 * 1024);
    readerPeak = 0;
    const stalled = Array.from({ length: 20 }, (_, i) =>
      send('POST', `/big-stall-${i}`, {
        headers: { 'content-length': MAX_BODY_BYTES },
        body: Buffer.alloc(MAX_BODY_BYTES - 1, 'q'),
        stall: true,
      }),
    );
    const answers = await Promise.all(stalled);
    // given up as stalled (408) or, waiting for the budget as long as a body may pause, as busy (503)
    expect(answers.filter((answer) => answer.status === 408).length).toBeGreaterThanOrEqual(2);
    expect(answers.filter((answer) => answer.status !== 408 && answer.status !== 503)).toEqual([]);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(IDLE_MS * 5);
    // 20 MB sent; at most the budget (3 MB) reached the reader, and all of it came back
    expect(readerPeak).toBeLessThanOrEqual(3 * 1024 * 1024);
    await vi.waitFor(() => expect(budget.used).toBe(0));
    expect(
      await send('POST', '/after-stall', { headers: { 'content-length': 5 }, body: Buffer.from('hello') }),
    ).toMatchObject({ status: 200, body: 'read 5' });
  }, 30_000);

  it('keeps memory flat under 400 stalled uploads: each is given up, nothing of them stays', async () => {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    const sockets: net.Socket[] = [];
    const answered: Promise<string>[] = [];
    for (let i = 0; i < 400; i++) {
      const socket = net.connect(port, '127.0.0.1');
      sockets.push(socket);
      answered.push(
        new Promise((resolve) => {
          let text = '';
          socket.on('data', (chunk) => (text += chunk.toString()));
          socket.on('close', () => resolve(text.slice(0, 12)));
          socket.on('error', () => undefined);
        }),
      );
      socket.write(
        `POST /stalled-${i} HTTP/1.1\r\nhost: x\r\ncontent-type: text/plain\r\ncontent-length: ${MAX_BODY_BYTES}\r\n\r\n`,
      );
      socket.write('z'.repeat(16 * 1024));
    }
    const answers = await Promise.all(answered);
    const after = process.memoryUsage().rss;
    expect(answers.filter((a) => a !== 'HTTP/1.1 408' && a !== 'HTTP/1.1 503')).toEqual([]);
    expect(answers.filter((a) => a === 'HTTP/1.1 408').length).toBeGreaterThan(100);
    await vi.waitFor(() => expect(budget.used).toBe(0));
    // 400 × the declared 1 MB would be 400 MB; what arrived (6 MB) is dropped with each socket
    expect(after - before).toBeLessThan(64 * 1024 * 1024);
    expect(seen.some((s) => s.path.startsWith('/stalled-'))).toBe(false);
  }, 20_000);
});

describe('server actions', () => {
  const action = (id: string, type: string, body: string) =>
    send('POST', `/action-${id.slice(0, 2)}-${type.slice(0, 4)}`, {
      headers: { 'next-action': id, 'content-type': type, 'content-length': Buffer.byteLength(body) },
      body: Buffer.from(body),
    });
  const SERVER_ACTION = `40${'a'.repeat(40)}`;
  const CACHED = [`80${'b'.repeat(40)}`, `c0${'c'.repeat(40)}`, `f0${'d'.repeat(40)}`];

  it("refuses a call of a 'use cache' function with 404", async () => {
    for (const id of CACHED) {
      expect((await action(id, 'text/plain;charset=UTF-8', '[{"page_size":100000}]')).status, id).toBe(404);
    }
  });

  it('refuses an action id that is no id with 404', async () => {
    for (const id of ['x', `40${'g'.repeat(40)}`, 'a'.repeat(43)]) {
      expect((await action(id, 'text/plain', '[]')).status, id).toBe(404);
    }
  });

  it('refuses a content type the browser never sends for an action with 415', async () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'image/png']) {
      expect((await action(SERVER_ACTION, type, '[]')).status, type).toBe(415);
    }
  });

  it('refuses a plain-text body that is no JSON with 400, before the reader gets its end', async () => {
    for (const body of ['[{"idreise":', '{]', '\u0000', '']) {
      const answer = await action(SERVER_ACTION, 'text/plain;charset=UTF-8', body);
      expect(answer.status, body).toBe(400);
    }
    expect(seen.some((s) => s.path.startsWith('/action-40-text'))).toBe(false);
  });

  it('refuses a body nesting deeper than any input with 400, counting brackets outside strings only', async () => {
    const nest = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    for (const depth of [MAX_INPUT_DEPTH + 2, 10_000, 200_000]) {
      expect((await action(SERVER_ACTION, 'text/plain;charset=UTF-8', nest(depth))).status, `${depth}`).toBe(400);
      const part = `--b\r\ncontent-disposition: form-data; name="1"\r\n\r\n${nest(depth)}\r\n--b--\r\n`;
      expect((await action(SERVER_ACTION, 'multipart/form-data; boundary=b', part)).status, `${depth}`).toBe(400);
    }
    // as deep as the limit allows (the arguments' list and their data), and brackets inside text
    const fine = [nest(MAX_INPUT_DEPTH + 1), `["${'['.repeat(1000)}", "\\"${'{'.repeat(1000)}"]`];
    for (const body of fine) {
      expect(await action(SERVER_ACTION, 'text/plain', body), body.slice(0, 40)).toMatchObject({
        status: 200,
        body: `read ${Buffer.byteLength(body)}`,
      });
    }
  });

  it('refuses a multipart body Next.js could not decode with 400: malformed, or a reply part that is no JSON', async () => {
    const type = 'multipart/form-data; boundary=b';
    const part = (name: string, content: string, extra = '') =>
      `--b\r\ncontent-disposition: form-data; name="${name}"${extra}\r\n\r\n${content}\r\n`;
    for (const body of [
      `${part('0', '[{]')}--b--\r\n`,
      `${part('0', '["$@1"]')}${part('1', '{"a":')}--b--\r\n`,
      'no multipart at all',
      `${part('0', '[]')}`,
      '--b\r\nno headers--b--\r\n',
    ]) {
      expect((await action(SERVER_ACTION, type, body)).status, body).toBe(400);
    }
    // form fields of a FormData argument ("1_email") and files are no JSON, and need not be
    const fine = `${part('0', '["$K1"]')}${part('1_email', 'a"b[{')}${part('2', '%PDF', '; filename="x.pdf"')}--b--\r\n`;
    expect(await action(SERVER_ACTION, type, fine)).toMatchObject({ status: 200, body: `read ${fine.length}` });
  });

  it('lets a JSON body and a multipart body through', async () => {
    const json = '[{"idreise":"T-1","form":{"comment":"$undefined"}}]';
    expect(await action(SERVER_ACTION, 'text/plain;charset=UTF-8', json)).toMatchObject({ status: 200 });
    const multipart = '--b\r\ncontent-disposition: form-data; name="0"\r\n\r\n["x"]\r\n--b--\r\n';
    expect(await action(SERVER_ACTION, 'multipart/form-data; boundary=b', multipart)).toMatchObject({
      status: 200,
      body: `read ${multipart.length}`,
    });
  });
});
