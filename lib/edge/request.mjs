/**
 * What the edge does with every request before Next.js sees it (server.mjs): one function, each
 * step in its own module. Returns false when the edge answered the request itself (a refusal).
 */
import { admitClient } from './client.mjs';
import { admitBody } from './body.mjs';
import { withCompression } from './compress.mjs';
import { withScriptHashes } from './csp.mjs';
import { oneLocation } from './location.mjs';
import { answerFaults } from './faults.mjs';

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean}
 */
export function edgeRequest(req, res) {
  if (!admitClient(req, res)) return false;
  if (!admitBody(req, res)) return false;
  oneLocation(res);
  // Order matters: each wraps the response's methods, the last one sees Next.js's writes first. The
  // script policy reads the uncompressed HTML, so compression goes on before it (below it).
  withCompression(req, res);
  withScriptHashes(req, res);
  return answerFaults(req, res);
}
