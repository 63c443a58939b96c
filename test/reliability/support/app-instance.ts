import { freePort, RunningProcess, runProgram } from '../../setup/processes';

/**
 * One instance of the server as its own process (`src/main.ts`, transpiled without type checks:
 * `npm run typecheck` does those once). Start-up is awaited on the server's own "Listening" line,
 * not on a timer, so a slow machine only makes it slower.
 */
export class AppInstance {
  private constructor(
    readonly name: string,
    readonly port: number,
    readonly run: RunningProcess,
  ) {}

  static async start(name: string, env: Record<string, string>): Promise<AppInstance> {
    const port = await freePort();
    const run = runProgram('src/main.ts', [], { JOBS_ENABLED: 'false', BCRYPT_COST: '4', ...env, PORT: String(port), HOST: '127.0.0.1' });
    return new AppInstance(name, port, run);
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
