import type { AdvanceClock } from '../../setup/held-clock.preload';
import { freePort, RunningProcess, runProgram } from '../../setup/processes';

/**
 * One instance of the server as its own process (`src/main.ts`, from the test run's one build of
 * `src/`). Start-up is awaited on the server's own "Listening" line,
 * not on a timer, so a slow machine only makes it slower.
 */
export class AppInstance {
  private constructor(
    readonly name: string,
    readonly port: number,
    readonly run: RunningProcess,
  ) {}

  private advances = 0;

  /**
   * `heldClock`: the instance's `Clock` stands still from its start, and moves only by
   * `advanceClock` (test/setup/held-clock.preload.ts), so its windows and its token cache depend on
   * the spec's steps, not on how long the spec took.
   */
  static async start(name: string, env: Record<string, string>, { heldClock = false } = {}): Promise<AppInstance> {
    const port = await freePort();
    const run = runProgram(
      'src/main.ts',
      [],
      { JOBS_ENABLED: 'false', BCRYPT_COST: '4', ...env, PORT: String(port), HOST: '127.0.0.1' },
      heldClock ? { preload: ['test/setup/held-clock.preload.ts'], ipc: true } : {},
    );
    return new AppInstance(name, port, run);
  }

  /** Moves the instance's held clock on by `ms`; resolves once the instance runs at the new time. */
  advanceClock(ms: number): Promise<void> {
    const proc = this.run.proc;
    if (!proc.send) throw new Error(`instance ${this.name} was not started with a held clock`);
    const id = ++this.advances;
    return new Promise((resolve, reject) => {
      const onMessage = (message: { clock?: string; id?: number }) => {
        if (message?.clock !== 'advanced' || message.id !== id) return;
        proc.off('message', onMessage);
        resolve();
      };
      proc.on('message', onMessage);
      void this.run.exited.then((code) => reject(new Error(`instance ${this.name} exited (${code}) before its clock moved`)));
      proc.send({ clock: 'advance', id, ms } satisfies AdvanceClock);
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  whenListening(): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.run.stdout().includes('"msg":"Listening on')) {
          this.run.proc.stdout!.off('data', check);
          resolve();
        }
      };
      this.run.proc.stdout!.on('data', check);
      void this.run.exited.then((code) => reject(new Error(`instance ${this.name} exited (${code}):\n${this.run.stderr()}\n${this.run.stdout().slice(-2000)}`)));
      check();
    });
  }

  /** The server's JSON log lines. */
  logs(): Record<string, unknown>[] {
    return this.run
      .stdout()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  }

  async stop(): Promise<void> {
    if (this.run.proc.exitCode !== null) return;
    this.run.proc.kill('SIGTERM');
    await this.run.exited;
  }
}
