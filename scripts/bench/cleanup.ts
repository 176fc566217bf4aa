/**
 * Whatever the bench starts or creates (servers, a PostgreSQL database, temporary folders) is
 * registered here and undone in reverse order: at the end of a run, after a failure, and on
 * Ctrl-C / SIGTERM. Server process groups are also killed synchronously when the process exits, so
 * no `next start` outlives the bench even if a cleanup step hangs.
 */

type Task = { label: string; run: () => Promise<void> };

const tasks: Task[] = [];
const processGroups = new Set<number>();
let running: Promise<void> | undefined;

export function onCleanup(label: string, run: () => Promise<void>): () => void {
  const task = { label, run };
  tasks.push(task);
  return () => {
    const i = tasks.indexOf(task);
    if (i >= 0) tasks.splice(i, 1);
  };
}

/** A detached child's process group, killed with SIGKILL at exit if still alive. */
export function trackProcessGroup(pid: number): () => void {
  processGroups.add(pid);
  return () => processGroups.delete(pid);
}

export function killProcessGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Runs every registered task once (later ones first), each bounded to 30 s; failures are printed. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (tasks.length) {
      const task = tasks.pop()!;
      try {
        await Promise.race([
          task.run(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 30 s')), 30_000).unref()),
        ]);
      } catch (error) {
        console.error(`cleanup "${task.label}" failed: ${(error as Error).message}`);
      }
    }
  })();
  return running;
}

let installed = false;

export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const pid of processGroups) killProcessGroup(pid, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and removing the bench database …`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
