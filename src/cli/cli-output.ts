import { DomainError } from '../common/errors/domain-errors';
import { ConfigError } from '../config/app-config';
import { EmbeddedDatabaseInUseError } from '../database/embedded-lock';

/** What a command prints. Kept apart so that tests and scripts can rely on one line per result. */
export const out = (line: string) => process.stdout.write(`${line}\n`);

/**
 * A command's failure: one line on stderr and a non-zero exit. A known error (a refusal: taken
 * email, illegal transition, the database in use) exits 2 with its message; a usage error (an
 * option's value not among its choices) exits 1 with its message, as commander's own usage errors
 * do; anything else exits 1 with its message and a hint, and its stack trace only when DEBUG is set.
 */
export function fail(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`Error: Invalid configuration: ${error.problems.join('; ')}\n`);
    process.exit(1);
  }
  if (error instanceof UsageError) {
    process.stderr.write(`Error: ${error.message}\n`);
    process.exit(1);
  }
  const known = error instanceof DomainError || error instanceof CliError || error instanceof EmbeddedDatabaseInUseError;
  process.stderr.write(`Error: ${known ? error.message : describe(error)}\n`);
  process.exit(known ? 2 : 1);
}

function describe(error: unknown): string {
  if (process.env.DEBUG && error instanceof Error && error.stack) return error.stack;
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');
  return `${message} (set DEBUG=1 to see the stack trace)`;
}

/** A refusal: the command was well formed, and the data says no (exit 2). */
export class CliError extends Error {}

/** The command line itself is wrong: an option's value is not one it takes (exit 1). */
export class UsageError extends Error {}
