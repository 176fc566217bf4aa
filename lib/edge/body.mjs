/**
 * Whether a request's body may come in (issue 26), decided by the server that owns the socket before
 * Next.js reads a byte of it. Next.js buffers a body whole before its own size checks, waits for a
 * stalled one as long as the socket lives, and answers a malformed server-action body with a 500; here:
 * - a method the site does not serve (TRACE, TRACK, PROPFIND, …) → 405 with `Allow`;
 * - a declared `Content-Length` over MAX_BODY_BYTES → 413 at once, nothing read;
 * - a body that turns out longer (chunked, no length) → 413 as soon as it passes the limit: the bytes
 *   are counted as the socket hands them to the request stream, so nothing is buffered here and Next.js
 *   still reads the stream itself;
 * - a body that stops arriving (BODY_IDLE_MS without a byte while nobody is waiting to read) → 408;
 * - bodies together hand Next.js no more than BODY_BUDGET_BYTES at once (Next.js keeps each in memory
 *   until it has answered): past it a body waits unread in the kernel, and after BODY_IDLE_MS of
 *   waiting gets 503 — memory stays flat under hundreds of uploads that stall;
 * - a server action (`Next-Action`) that names a `'use cache'` function (never called over HTTP: the
 *   pages call them on the server) → 404; one in a content type Next.js cannot decode → 415; one whose
 *   plain-text body is no JSON, whose multipart body is malformed or holds a reply part that is no
 *   JSON, or whose body nests deeper than MAX_INPUT_DEPTH → 400 (Next.js would
 *   throw decoding it, or run out of stack: a 500).
 * Once the edge has answered, whatever Next.js still writes to the response is dropped.
 */
import { MAX_BODY_BYTES, MAX_INPUT_DEPTH } from '../http/limits.mjs';

/** The methods the site answers; anything else is refused before routing. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** How long a body may pause (no byte arrives, none is waiting to be read) before it is given up. */
export const BODY_IDLE_MS = 10_000;

const STATUS_TEXT = {
  400: 'The server action request is not valid.',
  404: 'No such server action.',
  405: 'This method is not allowed.',
  408: 'The request body stopped arriving.',
  413: `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
  415: 'A server action is sent as text/plain or multipart/form-data.',
  503: 'The server is busy receiving other requests; try again shortly.',
};
const ERROR_CODE = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  503: 'unavailable',
};

/**
 * Answers the request with `status` and a JSON error body (the contract's `{ error, message }`), closes
 * the connection after it (the rest of a refused body is never read) and drops anything Next.js writes
 * afterwards. When Next.js has already begun its answer, the connection is cut instead.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {400 | 404 | 405 | 408 | 413 | 415 | 503} status
 * @param {Record<string, string>} [headers]
 */
function refuse(req, res, status, headers = {}) {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: ERROR_CODE[status], message: STATUS_TEXT[status] });
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  lingerOnClose(req.socket);
  res.end(body);
  silence(res);
}

/** How long a refused body's client may go on sending (dropped unread) after the answer: see below. */
const LINGER_MS = 2_000;

/**
 * Closing at once after an answer to a client still sending its body resets the connection, and the
 * client (browsers, Playwright, curl) reports EPIPE/ECONNRESET instead of the answer. So when Node
 * closes the connection after the answer (`connection: close`), it closes its side only; whatever
 * the client still sends is dropped as the parser reads it (Node dumps an unread body), and the
 * socket goes when the client closes or LINGER_MS later.
 *
 * @param {import('node:net').Socket} socket
 */
function lingerOnClose(socket) {
  socket.destroySoon = function () {
    if (socket.writable) socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * The response after the edge's answer: Next.js may still be at work on the request and write to it;
 * those writes go nowhere (instead of throwing ERR_HTTP_HEADERS_SENT or 'write after end').
 *
 * @param {import('node:http').ServerResponse} res
 */
function silence(res) {
  const ignore = () => res;
  Object.assign(res, {
    setHeader: ignore,
    appendHeader: ignore,
    removeHeader: ignore,
    writeHead: ignore,
    flushHeaders: () => undefined,
    write: () => true,
    end: ignore,
  });
}

/**
 * The refusal a server-action request gets from its headers alone, or null. A fetch action's id is
 * 42 hex digits whose first byte's top bit marks a `'use cache'` function (Next.js's
 * server-reference-info); the browser only ever sends text/plain (a JSON reply) or multipart/form-data.
 *
 * @param {import('node:http').IncomingMessage} req
 * @returns {400 | 404 | 415 | null}
 */
function actionRefusal(req) {
  const id = req.headers['next-action'];
  if (id === undefined || req.method !== 'POST') return null;
  if (typeof id !== 'string' || !/^[0-9a-f]{42}$/i.test(id)) return 404;
  if (parseInt(id.slice(0, 2), 16) & 0x80) return 404;
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('text/plain') && !type.startsWith('multipart/form-data')) return 415;
  // an empty reply is no JSON either
  if (!hasBody(req)) return 400;
  return null;
}

/**
 * Whether a fetch action's multipart body is one Next.js can decode: well-formed parts, and each part
 * React's reply format fills with JSON (a number as its name: the arguments' root "0" and outlined
 * values; not a file, not a form field "1_name") holds JSON. Busboy or the JSON parse would throw
 * otherwise, and Next.js answers that with a 500.
 *
 * @param {Buffer} body
 * @param {string} contentType
 */
function isReplyMultipart(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return false;
  // latin1 keeps every byte as one character: the parts are cut where the bytes are
  const parts = body.toString('latin1').split(`--${boundary[1] ?? boundary[2]}`);
  if (parts.length < 3 || parts[0].trim() !== '' || !parts[parts.length - 1].startsWith('--')) return false;
  for (const part of parts.slice(1, -1)) {
    const headEnd = part.indexOf('\r\n\r\n');
    if (!part.startsWith('\r\n') || headEnd === -1) return false;
    const head = part.slice(0, headEnd);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) return false;
    if (!/^\d+$/.test(name) || /filename=/i.test(head)) continue;
    const content = part.slice(headEnd + 4, part.endsWith('\r\n') ? -2 : undefined);
    if (!isJson(Buffer.from(content, 'latin1').toString('utf8'))) return false;
  }
  return true;
}

/** @param {import('node:http').IncomingMessage} req */
function hasBody(req) {
  const declared = req.headers['content-length'];
  return (declared !== undefined && Number(declared) > 0) || req.headers['transfer-encoding'] !== undefined;
}

/** A JSON text as a fetch action's plain-text body must be (React's encodeReply of simple values). */
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A CONNECT request (Node hands it to the server's 'connect' event, not to the request handler, and
 * without a listener drops the connection unanswered): the site is no proxy, 405.
 *
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:stream').Duplex} socket
 */
export function refuseConnect(_req, socket) {
  socket.on('error', () => undefined);
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nallow: ${ALLOWED_METHODS.join(', ')}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`,
  );
}

/**
 * Counts how deep the JSON in a body nests, chunk by chunk, without keeping it: brackets outside
 * strings. A JSON string holds no raw line break, so one ends a string that a multipart part's raw
 * text (a form field) may have opened.
 */
function nestingCounter() {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  let escaped = false;
  /** @param {Buffer} chunk @returns {number} the deepest nesting so far */
  return (chunk) => {
    for (const byte of chunk) {
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === 0x5c) escaped = true;
        else if (byte === 0x22 || byte === 0x0a) inString = false;
      } else if (byte === 0x22) inString = true;
      else if (byte === 0x5b || byte === 0x7b) deepest = Math.max(deepest, ++depth);
      else if ((byte === 0x5d || byte === 0x7d) && depth > 0) depth--;
    }
    return deepest;
  };
}

/**
 * Lets the request through (true) or answers it itself (false). A body that is let through is still
 * watched while it streams: past the limit it gets 413, stalled 408, and a fetch action's JSON is
 * checked before the stream's end reaches Next.js.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ limit?: number, idleMs?: number, budget?: ReturnType<typeof createBodyBudget> }} [options]
 * @returns {boolean}
 */
export function admitBody(req, res, { limit = MAX_BODY_BYTES, idleMs = BODY_IDLE_MS, budget = sharedBudget } = {}) {
  if (!ALLOWED_METHODS.includes(req.method ?? '')) {
    refuse(req, res, 405, { allow: ALLOWED_METHODS.join(', ') });
    return false;
  }
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) {
    refuse(req, res, 413);
    return false;
  }
  const action = actionRefusal(req);
  if (action !== null) {
    refuse(req, res, action);
    return false;
  }
  if (hasBody(req)) watchBody(req, res, limit, idleMs, budget);
  return true;
}

/**
 * How many body bytes all requests together may have handed to Next.js before their answers: Next.js
 * keeps a body in memory until it has answered (its proxy buffers it whole), so 400 uploads that stall
 * just short of the limit would hold 400 MB for as long as they stall. Past the budget, a body waits
 * in the kernel's socket buffers (its socket is not read) until earlier answers give bytes back.
 */
export const BODY_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * A budget of body bytes shared by the requests that take from it; those that wait are served in
 * the order they asked.
 *
 * @param {number} bytes
 */
export function createBodyBudget(bytes) {
  let used = 0;
  /** @type {Set<() => boolean>} */
  const waiting = new Set();
  return {
    get used() {
      return used;
    },
    /** Takes `n` bytes if they fit and nobody waits before. @param {number} n */
    take(n) {
      if (used + n > bytes) return false;
      used += n;
      return true;
    },
    /** Gives `n` bytes back, and lets the waiting retry in order. @param {number} n */
    give(n) {
      used -= n;
      for (const retry of waiting) {
        if (!retry()) break;
        waiting.delete(retry);
      }
    },
    /** @param {() => boolean} retry called when bytes come back; true when it is served */
    wait(retry) {
      waiting.add(retry);
    },
    /** @param {() => boolean} retry */
    cancel(retry) {
      waiting.delete(retry);
    },
  };
}

const sharedBudget = createBodyBudget(BODY_BUDGET_BYTES);

/**
 * Counts the body's bytes where Node's HTTP parser hands them to the request stream (its `push`),
 * without reading the stream: Next.js stays its only reader, and the bytes it has not read yet stay
 * where Node's backpressure keeps them. Bytes beyond the shared budget are parked (the chunk at hand;
 * the socket is not read further) until bytes come back.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {number} limit
 * @param {number} idleMs
 * @param {ReturnType<typeof createBodyBudget>} budget
 */
function watchBody(req, res, limit, idleMs, budget) {
  const push = req.push;
  const read = req._read;
  const action = req.headers['next-action'] !== undefined;
  // A fetch action's plain-text body is checked whole before its end is passed on; any action's
  // body (JSON, or multipart parts of JSON) is checked for its nesting as it streams.
  const contentType = String(req.headers['content-type'] ?? '');
  const checkJson = action && contentType.toLowerCase().startsWith('text/plain');
  const checkMultipart = action && contentType.toLowerCase().startsWith('multipart/form-data');
  const nesting = action ? nestingCounter() : undefined;
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {Buffer[]} chunks that did not fit the budget yet */
  const parked = [];
  let parkedEnd = false;
  let parkedSince = 0;
  let held = 0;
  let size = 0;
  let progress = Date.now();
  let done = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  const finish = () => {
    done = true;
    clearTimeout(timer);
  };
  const arm = () => {
    clearTimeout(timer);
    // a body waiting for the budget is checked when its wait is over, else after a pause
    const waiting = parked.length > 0 || parkedEnd;
    timer = setTimeout(idle, waiting ? Math.max(0, parkedSince + idleMs - Date.now()) : idleMs);
    timer.unref();
  };
  const idle = () => {
    // After the loop's poll phase: when the whole process was held up (a busy machine), the timer
    // comes due before the socket's waiting bytes are read, and those are progress.
    setImmediate(() => {
      if (done) return;
      // Waited for the budget as long as a body may pause: the server is busy (with bodies that stall).
      if (parked.length > 0 || parkedEnd) {
        if (Date.now() - parkedSince < idleMs - 5) return arm();
        // what it was handed before is given back with its answer, as any body's
        budget.cancel(unpark);
        parked.length = 0;
        parkedEnd = false;
        finish();
        refuse(req, res, 503, { 'retry-after': '10' });
        return;
      }
      // Bytes arrived meanwhile, or wait unread (the reader is slow, not the client).
      if (Date.now() - progress < idleMs || req.readableLength > 0) return arm();
      finish();
      refuse(req, res, 408);
    });
  };
  /** The end of the body, passed on unless a fetch action's plain text is no JSON. */
  const end = () => {
    finish();
    const body = checkJson || checkMultipart ? Buffer.concat(chunks) : undefined;
    if (body && (checkJson ? !isJson(body.toString('utf8')) : checkMultipart && !isReplyMultipart(body, contentType))) {
      refuse(req, res, 400);
      return true;
    }
    return push.call(req, null);
  };
  /** Hands the parked chunks on once they fit the budget; true when nothing is parked any more. */
  const unpark = () => {
    if (done) return true;
    const bytes = parked.reduce((sum, chunk) => sum + chunk.length, 0);
    if (!budget.take(bytes)) return false;
    held += bytes;
    for (const chunk of parked.splice(0)) push.call(req, chunk);
    if (parkedEnd) {
      parkedEnd = false;
      end();
    } else {
      progress = Date.now();
      arm();
      // the socket was left stopped while parked: read on
      read.call(req, req.readableHighWaterMark);
    }
    return true;
  };
  const release = () => {
    finish();
    budget.cancel(unpark);
    parked.length = 0;
    if (held > 0) budget.give(held);
    held = 0;
  };

  // While chunks are parked, a read of the stream does not restart the socket.
  req._read = function (n) {
    if (parked.length === 0 && !parkedEnd) read.call(req, n);
  };
  /** @param {Buffer | null} chunk */
  req.push = function (chunk, ...rest) {
    // after the edge's answer (or the end) nothing more reaches the reader
    if (done) return true;
    if (chunk === null) {
      if (parked.length > 0) {
        parkedEnd = true;
        return false;
      }
      return end();
    }
    size += chunk.length;
    if (size > limit) {
      finish();
      refuse(req, res, 413);
      return true;
    }
    // the reply's own wrapper (the list of arguments) is one level more than the arguments' data
    if (nesting && nesting(chunk) > MAX_INPUT_DEPTH + 1) {
      finish();
      refuse(req, res, 400);
      return true;
    }
    if (checkJson || checkMultipart) chunks.push(Buffer.from(chunk));
    progress = Date.now();
    if (parked.length > 0 || !budget.take(chunk.length)) {
      if (parked.length === 0) {
        // the wait counts from the first time the body had to wait: trickling in does not extend it
        parkedSince ||= Date.now();
        budget.wait(unpark);
      }
      parked.push(chunk);
      arm();
      return false;
    }
    arm();
    held += chunk.length;
    return push.call(req, chunk, ...rest);
  };
  // the bytes go back once the answer is out (or the connection is gone): Next.js keeps them till then
  res.once('close', () => setImmediate(release));
  req.once('close', () => {
    if (parked.length > 0 || parkedEnd) release();
    else finish();
  });
  arm();
}
