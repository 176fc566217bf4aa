/**
 * Debian's Chromium, as the end-to-end tests and Lighthouse start it: no browser is downloaded, and
 * the background-networking flags keep it from calling out of this machine's closed network.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
