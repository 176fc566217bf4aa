import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { withCompression } from '@/lib/edge/compress.mjs';
import { inlineScriptHashes, policyWithHashes, withScriptHashes } from '@/lib/edge/csp.mjs';

const POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://consent.example; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"Skitag Kühtai – ab 89 €"])';
/** A page as Next.js writes it: in pieces, with a JSON-LD block and a script file beside the inline ones. */
const PAGE_PARTS = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>',
  `<script type="application/ld+json">{"@type":"Trip"}</script></head><body><div>${'Piste '.repeat(400)}</div>`,
  `<script>${BOOTSTRAP}</script><script>${PAYLOAD}</script></body></html>`,
];

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;
let server: http.Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server with the edge's two layers in front of `handler`, as lib/edge/request.mjs orders them. */
async function serve(handler: Handler): Promise<string> {
  server = http.createServer((req, res) => {
    withCompression(req, res);
    withScriptHashes(req, res);
    void handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** Next.js's way of sending a page: headers set, flushHeaders, then one write (and flush) per piece. */
const nextPage: Handler = async (_req, res) => {
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', POLICY);
  res.flushHeaders();
  for (const part of PAGE_PARTS) {
    res.write(part);
    (res as unknown as { flush?: () => void }).flush?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  res.end();
};

const scriptSrc = (policy: string | string[] | undefined) =>
  String(policy)
    .split('; ')
    .find((directive) => directive.startsWith('script-src'));

describe('the hashes of inline scripts', () => {
  it('hashes each inline script a browser runs, once, and not script files or JSON data', () => {
    const html = `<script src="/a.js"></script><script>${BOOTSTRAP}</script><script type="module">${PAYLOAD}</script><script>${BOOTSTRAP}</script><script type="application/ld+json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(BOOTSTRAP), sha(PAYLOAD)]);
  });

  it('hashes a script with CR LF as the browser reads it (LF)', () => {
    expect(inlineScriptHashes('<script>a=1;\r\nb=2</script>')).toEqual([sha('a=1;\nb=2')]);
  });

  it("replaces 'unsafe-inline' in script-src only, keeping the other directives", () => {
    expect(policyWithHashes(POLICY, ["'sha256-abc='"])).toBe(
      "default-src 'self'; script-src 'self' https://consent.example 'sha256-abc='; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('the edge in front of Next.js (lib/edge/csp.mjs, lib/edge/compress.mjs)', () => {
  it("sends a streamed page with its scripts' hashes instead of 'unsafe-inline'", async () => {
    const answer = await get(await serve(nextPage));
    expect(answer.body.toString()).toBe(PAGE_PARTS.join(''));
    expect(scriptSrc(answer.headers['content-security-policy'])).toBe(
      `script-src 'self' https://consent.example ${sha(BOOTSTRAP)} ${sha(PAYLOAD)}`,
    );
    expect(answer.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(PAGE_PARTS.join(''))));
  });

  it('hashes the page before it is compressed, gzip or brotli as the browser accepts', async () => {
    const url = await serve(nextPage);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE_PARTS.join(''));
    // A kept-alive connection can tell where the compressed body ends.
    expect(gzip.headers['transfer-encoding']).toBe('chunked');
    expect(scriptSrc(gzip.headers['content-security-policy'])).toContain(sha(PAYLOAD));
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE_PARTS.join(''));
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('takes the status and headers given to writeHead, as an error page sends them', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-security-policy', POLICY);
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end(`<p>Nicht gefunden</p><script>${BOOTSTRAP}</script>`);
    });
    const answer = await get(url);
    expect(answer.status).toBe(404);
    expect(scriptSrc(answer.headers['content-security-policy'])).toBe(
      `script-src 'self' https://consent.example ${sha(BOOTSTRAP)}`,
    );
  });

  it('streams answers that are not HTML, untouched (an RSC payload, a route handler)', async () => {
    let headersArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (headersArrived = resolve));
    const url = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/x-component');
      res.setHeader('content-security-policy', POLICY);
      res.flushHeaders();
      res.write('0:["first"]\n');
      // The client has the head before the answer ends: nothing held it back.
      await arrived;
      res.end('1:["second"]\n');
    });
    const answer = await new Promise<Answer>((resolve) => {
      http.get(url, (res) => {
        headersArrived();
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
    });
    expect(answer.body.toString()).toBe('0:["first"]\n1:["second"]\n');
    expect(answer.headers['content-security-policy']).toBe(POLICY);
  });

  it('leaves HEAD and 304 answers alone', async () => {
    const url = await serve((req, res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', POLICY);
      if (req.headers['if-none-match']) res.statusCode = 304;
      res.end();
    });
    const head = await get(url, {}, 'HEAD');
    expect(head.headers['content-security-policy']).toBe(POLICY);
    const notModified = await get(url, { 'if-none-match': '"a"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(POLICY);
  });
});
