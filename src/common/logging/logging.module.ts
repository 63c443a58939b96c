import { DynamicModule, Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule, Params } from 'nestjs-pino';
import { stdSerializers, stdTimeFunctions, type DestinationStream } from 'pino';
import { AppConfig } from '../../config/app-config';
import { redactUrl } from './redact';

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Structured JSON logs, one line per request, with a request id (taken from `X-Request-Id` when it
 * looks like one, else generated) echoed back in the response. Requests are logged from an
 * allow-list of fields: no headers (so no cookies or credentials), no bodies, and query values that
 * are credentials are masked.
 */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig, stream?: DestinationStream): DynamicModule {
    const options: Params['pinoHttp'] = {
      level: config.log.level,
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Our serializers take the request and response themselves: pino-http's default wrapping
      // would first copy every request header and every response header into objects (on every
      // request) that these then drop. `originalUrl`: the URL as received, before any routing.
      wrapSerializers: false,
      serializers: {
        req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.originalUrl || req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: stdSerializers.err,
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/health' },
    };
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: stream ? [options, stream] : options })],
    };
  }
}
