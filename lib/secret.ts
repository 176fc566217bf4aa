/**
 * The site's secret key (ARCHITECTURE: SECRET signs payment notifications and check-in codes) and
 * the HMAC helpers built on it. SECRET from the environment wins; without it a random key is
 * generated into DATA_DIR on first use and read back on every later start, so signatures survive
 * restarts. Several instances must share SECRET (or DATA_DIR). In remote mode (API_BASE_URL) the
 * site writes no file: without SECRET the key lives in memory only – what it signs there (nothing
 * of a booking: bookings, payments and their tokens belong to the operator's system) need not
 * survive a restart.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env, isRemoteMode } from './config/env';

const SECRET_FILE = 'secret.key';

let cached: { source: string; key: Buffer } | undefined;

/** The key bytes. Reads SECRET, else DATA_DIR/secret.key (created with a fresh random key when missing). */
export function secretKey(): Buffer {
  const config = env();
  const source = config.SECRET
    ? `env:${config.SECRET}`
    : isRemoteMode()
      ? 'memory'
      : `file:${path.resolve(config.DATA_DIR, SECRET_FILE)}`;
  if (cached?.source === source) return cached.key;
  const key = config.SECRET
    ? Buffer.from(config.SECRET, 'utf8')
    : source === 'memory'
      ? randomBytes(32)
      : readOrCreateKeyFile(path.resolve(config.DATA_DIR, SECRET_FILE));
  cached = { source, key };
  return key;
}

function readOrCreateKeyFile(file: string): Buffer {
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when another process created the file a moment ago: then its key is the one to use.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}

/**
 * HMAC-SHA256 of `data`, base64url. `purpose` separates the uses of the one key, so a signature
 * made for one purpose (e.g. a check-in code) is never valid for another (e.g. a payment push).
 */
export function hmac(purpose: string, data: string): string {
  return createHmac('sha256', secretKey()).update(`${purpose}\n${data}`).digest('base64url');
}

/** Whether `signature` is the HMAC of `data` for `purpose`; compared in constant time. */
export function verifyHmac(purpose: string, data: string, signature: string): boolean {
  return safeEqual(hmac(purpose, data), signature);
}

/**
 * Constant-time string comparison, also for strings of different length (both sides are hashed
 * first, so the time does not depend on where or whether they differ).
 */
export function safeEqual(a: string, b: string): boolean {
  const key = secretKey();
  const ha = createHmac('sha256', key).update(a).digest();
  const hb = createHmac('sha256', key).update(b).digest();
  return timingSafeEqual(ha, hb);
}
