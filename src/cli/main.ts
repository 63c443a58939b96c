import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { existsSync } from 'node:fs';
import { loadConfig } from '../config/app-config';
import { CliModule } from './cli.module';
import { fail } from './cli-output';
import { CLI_NAME } from './program-name';

/**
 * `npm run cli -- <command> [options]`, e.g. `npm run cli -- users:create --email a@b.c --name Ana
 * --password '...' --admin`. `npm run cli -- --help` lists the commands.
 */
async function main(): Promise<void> {
  // Output piped into a reader that stops early (`| head`) is not an error: stop quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    fail(error);
  });
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig(process.env);
  await CommandFactory.run(CliModule.forRoot(config), {
    // Errors are reported once, by `fail`, on one line: Nest's own logs would repeat them with
    // stack traces (and a "Retrying" line from TypeORM's module), and abortOnError would exit before
    // `fail` runs. Nest logs nothing else a command needs (a level list cannot keep warnings
    // without errors, which rank above them).
    logger: false,
    abortOnError: false,
    cliName: CLI_NAME,
    serviceErrorHandler: fail,
    // Usage errors (a missing or unknown option) read like every other failure: `Error: ...`.
    outputConfiguration: { outputError: (text, write) => write(text.replace(/^error: /, 'Error: ')) },
  });
}

main().catch(fail);
