import { UsageError } from './cli-output';

/**
 * A password from standard input, for commands that take one without `--password` (which a shell
 * keeps in its history and `ps` shows): typed at a prompt, not echoed, when standard input is a
 * terminal; otherwise its first line (`printf '%s\n' "$PASSWORD" | npm run -s cli -- ...`, a file).
 */
export async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  const password = stdin.isTTY ? await typed(stdin, prompt) : firstLine(await readAll(stdin));
  if (password === '') throw new UsageError('No password given: pass --password, or write it to standard input.');
  return password;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

const firstLine = (text: string) => text.split(/\r?\n/, 1)[0];

function typed(stdin: NodeJS.ReadStream, prompt: string): Promise<string> {
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish(() => resolve(text)); // Enter, Ctrl-D
        if (ch === '\u0003') return finish(() => reject(new UsageError('Cancelled.'))); // Ctrl-C
        text = ch === '\u007f' || ch === '\b' ? text.slice(0, -1) : text + ch;
      }
    };
    stdin.on('data', onData);
  });
}
