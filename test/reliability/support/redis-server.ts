import { ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../setup/processes';

/**
 * A redis-server of the spec's own on a free port (never the machine's on 6379), with no
 * persistence, so a spec can kill it and start it again.
 */
export class RedisServer {
  private proc?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts redis-server and resolves when it says it accepts connections. */
  async start(): Promise<void> {
    const proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      proc.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      proc.on('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
      proc.on('error', reject);
    });
  }

  /** Kills it outright (SIGKILL): connections drop, nothing is saved. */
  async kill(): Promise<void> {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  }
}
