import { DomainError } from '../common/errors/domain-errors';

/** What a command prints. Kept apart so that tests and scripts can rely on one line per result. */
export const out = (line: string) => process.stdout.write(`${line}\n`);

/** A command's failure: a clear line on stderr and a non-zero exit, never a stack trace for a known error. */
export function fail(error: unknown): never {
  const message = error instanceof DomainError || error instanceof CliError ? error.message : String(error);
  process.stderr.write(`Error: ${message}\n`);
  process.exit(error instanceof DomainError || error instanceof CliError ? 2 : 1);
}

export class CliError extends Error {}
