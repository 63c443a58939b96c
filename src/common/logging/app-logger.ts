import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/**
 * Nest's own account of its start-up: a line per module initialized, per controller and per route
 * mapped (some 280 lines), then "successfully started". Useful when wiring goes wrong, noise
 * otherwise: at `info` start-up says what listens where, on which database, and what is off
 * (main.ts), and these lines are kept for `LOG_LEVEL=debug`.
 */
const FRAMEWORK_START_UP = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * Nest's logger, writing through pino (nestjs-pino's), with the framework's start-up lines at
 * `debug`. Its warnings and errors keep their level, and our own `new Logger(context)` lines are
 * untouched.
 */
@Injectable()
export class AppLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    // Nest passes the context last (nestjs-pino reads it from there too).
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && FRAMEWORK_START_UP.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}
