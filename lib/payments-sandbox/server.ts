/** The sandbox provider as this app serves it (app/sandbox/…): its ledger in the app's database, the real clock. */
import { getDb } from '../db/client';
import type { SandboxServerDeps } from './checkout';

export async function sandboxServer(): Promise<SandboxServerDeps> {
  return { db: await getDb(), now: () => new Date() };
}
