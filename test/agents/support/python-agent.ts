import { ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { programPath } from '../../setup/system-programs';
import { Inbox } from './inbox';

const ROOT = join(__dirname, '..', '..', '..');
const SCRIPT = join(__dirname, 'python_agent.py');
const REQUIREMENTS = join(__dirname, 'python-requirements.txt');
const run = promisify(execFile);

/**
 * A virtual environment with the official MCP SDK from python-requirements.txt, made once per
 * requirements and Python version under node_modules/.cache: the first run installs (about 15 s),
 * later runs find it. Built beside its final place and renamed into it, so an interrupted install
 * is never taken for a finished one. Returns its interpreter.
 */
export async function pythonWithMcpSdk(): Promise<string> {
  const python = programPath('python3-venv');
  const { stdout: version } = await run(python, ['-c', 'import sys; print(sys.version)']);
  const key = createHash('sha256').update(readFileSync(REQUIREMENTS)).update(version).digest('hex').slice(0, 16);
  const dir = join(ROOT, 'node_modules', '.cache', 'python-mcp-sdk', key);
  const interpreter = join(dir, 'bin', 'python');
  if (existsSync(interpreter)) return interpreter;
  const building = `${dir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await run(python, ['-m', 'venv', building]);
  // No retries: an index that cannot be reached fails at once instead of backing off for minutes.
  await run(join(building, 'bin', 'python'), ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--retries', '0', '-r', REQUIREMENTS], { maxBuffer: 16 << 20 });
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run finished first
  }
  return interpreter;
}

export interface AgentOptions {
  url: string;
  store: string;
  redirectUri: string;
  list?: boolean;
  calls?: string[];
}

/** One run of python_agent.py: its output a line at a time, its standard input the browser's callback. */
export class PythonAgent {
  private readonly lines = new Inbox<string>();
  private readonly proc: ChildProcess;
  private errors = '';
  readonly exited: Promise<number | null>;

  constructor(interpreter: string, options: AgentOptions) {
    const args = ['--url', options.url, '--store', options.store, '--redirect-uri', options.redirectUri, ...(options.list ? ['--list'] : []), ...(options.calls ?? []).flatMap((c) => ['--call', c])];
    this.proc = spawn(interpreter, [SCRIPT, ...args], { env: { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONUNBUFFERED: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    createInterface({ input: this.proc.stdout! }).on('line', (line) => this.lines.put(line));
    this.proc.stderr!.on('data', (d: Buffer) => (this.errors += d.toString()));
    this.exited = new Promise((resolve) =>
      this.proc.on('close', (code) => {
        this.lines.close(`the agent exited with status ${code}${this.errors ? `; it wrote: ${this.errors.trim().split('\n').slice(-5).join(' | ')}` : ''}`);
        resolve(code);
      }),
    );
  }

  /** The rest of the next line, which must be of this kind: AUTHORIZE, TOOLS, CALLED or FAILED. */
  async next(kind: 'AUTHORIZE' | 'TOOLS' | 'CALLED' | 'FAILED'): Promise<string> {
    const line = await this.lines.take(`a ${kind} line from the Python agent`);
    if (!line.startsWith(`${kind} `)) throw new Error(`The Python agent printed ${line.slice(0, 600)} where ${kind} was expected`);
    return line.slice(kind.length + 1);
  }

  async authorizationUrl(): Promise<URL> {
    return new URL(await this.next('AUTHORIZE'));
  }

  /** A tool's result as the SDK parsed it, by name. */
  async called(name: string): Promise<{ isError?: boolean; structuredContent?: Record<string, unknown> }> {
    const rest = await this.next('CALLED');
    expect(rest.slice(0, rest.indexOf(' '))).toBe(name);
    return JSON.parse(rest.slice(rest.indexOf(' ') + 1));
  }

  /** What the browser landed on, handed back as a desktop agent's callback handler would receive it. */
  answer(callback: URL): void {
    this.proc.stdin!.write(`${callback.href}\n`);
  }

  /** Lines printed and not read by the spec: empty when it saw everything the agent did. */
  get unread(): readonly string[] {
    return this.lines.unread;
  }

  stop(): Promise<number | null> {
    if (this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill();
    return this.exited;
  }
}
