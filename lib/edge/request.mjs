/**
 * What the edge does with every request before Next.js sees it (server.mjs): one function, each
 * step in its own module. Returns false when the edge answered the request itself (a refusal).
 */
import { admitClient } from './client.mjs';
import { admitBody } from './body.mjs';
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
  withScriptHashes(req, res);
  return answerFaults(req, res);
}
