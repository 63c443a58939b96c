import { PinoLogger, type Params } from 'nestjs-pino';
import pino from 'pino';
import { Writable } from 'node:stream';
import { AppLogger } from './app-logger';

describe('AppLogger', () => {
  const lines: { level: number; context?: string; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as (typeof lines)[number]));
      done();
    },
  });
  const params: Params = { pinoHttp: { logger: pino({ level: 'debug' }, stream) } };
  const logger = new AppLogger(new PinoLogger(params), params);
  const levelOf = (msg: string) => lines.find((l) => l.msg === msg)?.level;

  it("keeps Nest's start-up narrative for debug, and every other line at its level", () => {
    logger.log('Mapped {/v2/bookings, GET} route', 'RouterExplorer');
    logger.log('AccountsModule dependencies initialized', 'InstanceLoader');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.log('Listening on http://localhost:3000', 'Server');
    logger.warn('A module warns', 'InstanceLoader');
    logger.error('A route could not be mapped', 'RouterExplorer');

    expect(levelOf('Mapped {/v2/bookings, GET} route')).toBe(pino.levels.values.debug);
    expect(levelOf('AccountsModule dependencies initialized')).toBe(pino.levels.values.debug);
    expect(levelOf('Nest application successfully started')).toBe(pino.levels.values.debug);
    expect(levelOf('Listening on http://localhost:3000')).toBe(pino.levels.values.info);
    expect(levelOf('A module warns')).toBe(pino.levels.values.warn);
    expect(levelOf('A route could not be mapped')).toBe(pino.levels.values.error);
    // The context is still named on the lines moved to debug.
    expect(lines.find((l) => l.msg.startsWith('Mapped'))?.context).toBe('RouterExplorer');
  });
});
