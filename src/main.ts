import 'reflect-metadata';
import type { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { EmbeddedDatabaseLock } from './database/embedded-lock';
import { startupReport } from './app/startup-report';

async function bootstrap(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // A second server on the same embedded database would only fail deep in start-up, among the
  // framework's retries: say why in one line before anything starts.
  const holder = config.database.kind === 'embedded' ? EmbeddedDatabaseLock.holder(config.database.dataDir) : undefined;
  if (holder !== undefined && config.database.kind === 'embedded') {
    console.error(
      `The embedded database in ${config.database.dataDir} is in use by the server in process ${holder}. ` +
        'Stop it first, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
    );
    process.exit(1);
  }
  // The app's modules load only now: a refused configuration or a held directory is reported
  // within a fraction of a second, before the framework and every feature are loaded.
  const [{ createApp }, { Logger }] = await Promise.all([import('./app/create-app.js'), import('@nestjs/common')]);
  const app = await createApp(config);
  await (config.server.host ? app.listen(config.server.port, config.server.host) : app.listen(config.server.port));
  const logger = new Logger('Server');
  for (const { level, msg, fields } of startupReport(config)) logger[level](fields ?? {}, msg);
  handleShutdown(app, config, logger);
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish, close the
 * database, and exit 0. Past SHUTDOWN_TIMEOUT_MS the remaining connections are cut and the exit
 * code is 1, so an orchestrator can tell a clean stop from a forced one.
 */
function handleShutdown(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log({ signal }, 'Shutting down');
    const server = app.getHttpServer() as Server;
    const timer = setTimeout(() => {
      logger.error('Requests still running after the shutdown timeout; closing their connections');
      server.closeAllConnections();
      process.exitCode = 1;
    }, config.server.shutdownTimeoutMs);
    timer.unref();
    // Keep-alive connections that are idle now, or become idle, are closed so they cannot hold the server open.
    server.closeIdleConnections();
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    sweeper.unref();
    try {
      await app.close();
      logger.log('Stopped');
    } catch (error) {
      logger.error({ err: error }, 'Error while shutting down');
      process.exitCode = 1;
    } finally {
      clearInterval(sweeper);
      clearTimeout(timer);
      process.exit();
    }
  };
  process.once('SIGTERM', (s) => void stop(s));
  process.once('SIGINT', (s) => void stop(s));
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
