import { DynamicModule, Global, Module } from '@nestjs/common';
import { PARAMS_PROVIDER_TOKEN, PinoLogger, Params } from 'nestjs-pino';
import pino, { stdSerializers, stdTimeFunctions, type DestinationStream, type Logger as Pino } from 'pino';
import { AppConfig } from '../../config/app-config';
import { AppLogger } from './app-logger';
import { redactUrl } from './redact';

/** The process's one pino logger: the request log (`requestLogging`) and Nest's logger write through it. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * Structured JSON logs: Nest's logger (and every `new Logger(context)`) writes through pino
 * (`AppLogger`, which keeps the framework's start-up narrative for `debug`), and
 * `requestLogging` adds one line per request with its request id. Requests are logged from an
 * allow-list of fields: no headers (so no cookies or credentials), no bodies, and query values that
 * are credentials are masked.
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig, stream?: DestinationStream): DynamicModule {
    const root = createRootLogger(config, stream);
    // nestjs-pino's logger classes, given our logger; its request middleware is not used (see `requestLogging`).
    const params: Params = { pinoHttp: { logger: root } };
    return {
      module: LoggingModule,
      providers: [{ provide: ROOT_LOGGER, useValue: root }, { provide: PARAMS_PROVIDER_TOKEN, useValue: params }, PinoLogger, AppLogger],
      exports: [ROOT_LOGGER, PinoLogger, AppLogger],
    };
  }
}

function createRootLogger(config: AppConfig, stream?: DestinationStream): Pino {
  const options: pino.LoggerOptions = {
    level: config.log.level,
    base: undefined,
    timestamp: stdTimeFunctions.isoTime,
    serializers: {
      // `originalUrl`: the URL as received, before any routing.
      req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.originalUrl || req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: stdSerializers.err,
    },
  };
  return stream ? pino(options, stream) : pino(options);
}
