import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../setup/processes';
import { programPath } from '../../setup/system-programs';

/**
 * Debian's HAProxy in front of the app instances: round robin by default, or one instance on
 * request (header `X-Instance: a`), so a spec can say "issued through A, redeemed at B" while every
 * request still goes through the balancer. Each answer names its instance in `X-Served-By`.
 */
export class LoadBalancer {
  private constructor(
    readonly port: number,
    private readonly proc: ChildProcess,
    private readonly dir: string,
  ) {}

  /** `port`: where to listen, when the address had to be known before (the instances' BASE_URL). */
  static async start(backends: Record<string, number>, port?: number): Promise<LoadBalancer> {
    port ??= await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'reliability-lb-'));
    const servers = Object.entries(backends).map(([name, p]) => `  server ${name} 127.0.0.1:${p}`);
    const pinned = Object.keys(backends).flatMap((name, i) => [
      `backend only_${name}`,
      '  http-response set-header X-Served-By %s',
      servers[i],
    ]);
    const config = [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      ...Object.keys(backends).flatMap((name) => [`  use_backend only_${name} if { req.hdr(x-instance) -m str ${name} }`]),
      '  default_backend all',
      'backend all',
      '  balance roundrobin',
      '  http-response set-header X-Served-By %s',
      ...servers,
      ...pinned,
      '',
    ].join('\n');
    writeFileSync(join(dir, 'haproxy.cfg'), config);
    // -db: stay in the foreground, so the spec owns the process and its end.
    const proc = spawn(programPath('haproxy'), ['-db', '-f', join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    const lb = new LoadBalancer(port, proc, dir);
    await lb.whenAnswering(() => err);
    return lb;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    if (this.proc.exitCode === null) {
      const exited = new Promise((resolve) => this.proc.once('exit', resolve));
      this.proc.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Resolves once the balancer accepts connections (it starts in milliseconds; it may also fail to). */
  private async whenAnswering(stderr: () => string): Promise<void> {
    for (;;) {
      if (this.proc.exitCode !== null) throw new Error(`haproxy exited:\n${stderr()}`);
      try {
        await fetch(`${this.url}/`, { method: 'HEAD' });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
}
