import { LegacyFakeTimers, ModernFakeTimers } from '@jest/fake-timers';
import { TestEnvironment } from 'jest-environment-node';
import { ModuleMocker } from 'jest-mock';

/**
 * Jest's Node environment, plus what every spec file of a worker process shares: its globals (see
 * below), and a `Map` the test database keeps its embedded engine in (test-database.ts). Jest loads
 * each spec file's own modules anew, but this module once per process, so the map outlives the files.
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

/**
 * The vm context (the globals) of the worker's first spec file, given to every later one: the
 * packages that shared-runtime.js loads once per worker were made with its globals, and a value a
 * spec makes must pass their checks (`instanceof Date`, `instanceof Error`). Jest's globals
 * (`describe`, `expect`, `jest`) and `process` are installed again for each file; anything else a
 * file puts on the global object stays there for the next (none of ours does).
 */
type Environment = InstanceType<typeof TestEnvironment>;

/**
 * Jest's test runner (jest-circus) keeps a file's tests on the global object, under a symbol it
 * makes anew for each file: on the shared globals the tests of every earlier file, and through
 * their closures all that file loaded (its apps, their modules), would stay alive, some 25 MB a
 * file. They are dropped when the next file starts.
 */
function forgetEarlierFiles(global: Environment['global']): void {
  for (const key of Object.getOwnPropertySymbols(global)) {
    if (key.description === 'JEST_STATE_SYMBOL') delete (global as unknown as Record<symbol, unknown>)[key];
  }
}
let shared: Pick<Environment, 'context' | 'global'> | undefined;
const sharing = process.env.JEST_PACKAGES_PER_FILE !== '1';

export default class WorkerEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    if (sharing) this.useWorkerContext(args[0].projectConfig);
    this.global[PER_WORKER] = perWorker();
    if (process.send && !process.listeners('message').includes(closeOnEnd)) process.on('message', closeOnEnd);
  }

  /** Swaps the context Jest's environment just made for the worker's, with its mocks and timers bound to it. */
  private useWorkerContext(config: ConstructorParameters<typeof TestEnvironment>[0]['projectConfig']): void {
    if (!shared) {
      shared = { context: this.context, global: this.global };
      return;
    }
    const fresh = this.global;
    this.context = shared.context;
    this.global = shared.global;
    forgetEarlierFiles(this.global);
    this.global.process = fresh.process;
    const global = this.global as unknown as typeof globalThis;
    this.moduleMocker = new ModuleMocker(global);
    const timerConfig = { idToRef: (id: number) => ({ id, ref: () => timerConfig.idToRef(id), unref: () => timerConfig.idToRef(id) }), refToId: (ref: { id: number }) => ref?.id };
    this.fakeTimers = new LegacyFakeTimers({ config, global, moduleMocker: this.moduleMocker, timerConfig });
    this.fakeTimersModern = new ModernFakeTimers({ config, global });
  }
}
