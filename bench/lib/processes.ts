import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { once } from 'node:events';
import { join } from 'node:path';

export interface Running {
  name: string;
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const ROOT = join(__dirname, '..', '..');

/** The Node flags `npm start` and `npm run start:prod` run the server with (package.json); a test keeps the two in step. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/**
 * Our built server (`dist/main.js`, or another build's), as `npm run start:prod` runs it, with its log in a file.
 * Ready when `/health/ready` answers 200.
 */
export async function startOurs(name: string, env: Record<string, string>, logFile: string, nodeFlags: string[] = [], dist = join(ROOT, 'dist')): Promise<Running> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, join(dist, 'main.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start-up (status ${child.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${url}/health/ready`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} was not ready after 60 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name, url, process: child, stop: () => stop(child) };
}

/** A helper server script that prints `{"ready":true,"port":N}` on its first stdout line. */
export async function startScript(name: string, script: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 30 s`)), 30_000);
    child.once('exit', (code) => reject(new Error(`${name} exited during start-up (status ${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n')) {
        clearTimeout(timer);
        try {
          resolve((JSON.parse(line) as { port: number }).port);
        } catch {
          reject(new Error(`${name} printed ${line} instead of its port`));
        }
      }
    });
  });
  child.stdout!.resume();
  return { name, url: `http://127.0.0.1:${port}`, process: child, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
