/**
 * One HTTP request with a hard timeout, timed from the moment it is sent: the load phases of the
 * bench use it instead of fetch so every failure (refused, reset, timed out) is a result, not a throw.
 */
import http from 'node:http';

/** Keep-alive like a browser; no socket limit, so the server (not this client) is what queues. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Reply {
  /** HTTP status; 0 when no answer arrived (connection error or timeout). */
  status: number;
  ms: number;
  body: string;
  error?: string;
}

/**
 * Sends one request. A keep-alive socket the server closed just as the request went out (read
 * ECONNRESET before any answer) is tried once more on a new socket, as a browser does and as Node's
 * documentation of `request.reusedSocket` advises: the server never saw that request. The time
 * counts from the first attempt.
 */
export function send(url: string, method: 'GET' | 'POST' | 'PUT', body: unknown, timeoutMs: number): Promise<Reply> {
  const started = performance.now();
  return attempt(url, method, body, timeoutMs, started, true);
}

function attempt(
  url: string,
  method: 'GET' | 'POST' | 'PUT',
  body: unknown,
  timeoutMs: number,
  started: number,
  mayRetry: boolean,
): Promise<Reply> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    let settled = false;
    const done = (reply: Omit<Reply, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...reply, ms: performance.now() - started });
    };
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          'accept-language': 'de-DE',
          ...(payload && { 'content-type': 'application/json', 'content-length': payload.byteLength }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', (error) => done({ status: 0, body: '', error: error.message }));
      },
    );
    const remaining = Math.max(1, timeoutMs - (performance.now() - started));
    const timer = setTimeout(() => {
      done({ status: 0, body: '', error: `timeout after ${timeoutMs} ms` });
      request.destroy();
    }, remaining);
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (mayRetry && !settled && request.reusedSocket && error.code === 'ECONNRESET') {
        settled = true;
        clearTimeout(timer);
        resolve(attempt(url, method, body, timeoutMs, started, false));
        return;
      }
      done({ status: 0, body: '', error: error.message });
    });
    request.end(payload);
  });
}

/** GET and parse JSON; throws with the URL and status on anything but 200. */
export async function getJson<T>(url: string, timeoutMs = 30_000): Promise<T> {
  const reply = await send(url, 'GET', undefined, timeoutMs);
  if (reply.status !== 200) {
    throw new Error(`GET ${url} answered ${reply.status || reply.error}: ${reply.body.slice(0, 200)}`);
  }
  return JSON.parse(reply.body) as T;
}

/** Closes idle keep-alive sockets so the process can end. */
export function closeConnections(): void {
  agent.destroy();
}
