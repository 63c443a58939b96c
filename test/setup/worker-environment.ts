import { TestEnvironment } from 'jest-environment-node';

/**
 * Jest's Node environment, plus what every spec file of a worker process shares: a `Map` the test
 * database keeps its embedded engine in (test-database.ts). Jest loads each spec file's modules
 * anew, but this module once per process, so the map outlives the files.
 *
 * An open engine keeps its process from exiting (PostgreSQL's own timers), so it is closed at the
 * end: in a worker process when Jest tells the worker to end, and in the main process (files run
 * `--runInBand`, or a single file) by the global teardown (global-teardown.ts).
 */
export const PER_WORKER = '__perWorker';

const PROCESS_KEY = Symbol.for('scheduling.tests.perWorker');

export function perWorker(): Map<string, unknown> {
  const home = globalThis as { [PROCESS_KEY]?: Map<string, unknown> };
  return (home[PROCESS_KEY] ??= new Map());
}

/** Closes what the map holds (an engine: see test-database.ts). */
export async function closePerWorker(): Promise<void> {
  const held = [...perWorker().values()] as { engine?: { closed: boolean; close(): Promise<void> } }[];
  perWorker().clear();
  for (const { engine } of held) if (engine && !engine.closed) await engine.close();
}

/** jest-worker's message telling a worker process to end (its CHILD_MESSAGE_END). */
const END_OF_WORK = 2;

const closeOnEnd = (message: unknown) => {
  if (!Array.isArray(message) || message[0] !== END_OF_WORK) return;
  process.off('message', closeOnEnd);
  void closePerWorker();
};

export default class WorkerEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    this.global[PER_WORKER] = perWorker();
    if (process.send && !process.listeners('message').includes(closeOnEnd)) process.on('message', closeOnEnd);
  }
}
