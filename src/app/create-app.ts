import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule, type AppModuleOptions } from './app.module';
import { LeanExpressAdapter } from '../common/http/lean-express.adapter';
import { AppConfig } from '../config/app-config';
import { configureApp } from './configure-app';

export interface CreateAppOptions extends Omit<AppModuleOptions, 'config'> {
  /**
   * Runs on the app before anything of ours is mounted: the test app records every response
   * here, so its middleware must come first. Production passes nothing.
   */
  beforeConfigure?: (app: NestExpressApplication) => void;
}

/**
 * The app as it serves: the module graph, on our Express adapter, with the pipeline of
 * `configureApp` (and its start-up checks), ready to listen. `main.ts`, the test app and the
 * scripts that read the app all build it here, so what the tests boot is what production boots.
 *
 * Logs are buffered until `configureApp` installs the structured logger, so start-up lines come
 * out in the same shape as the rest. Bodies are read by our own parser (common/http/body-parsers),
 * never Nest's.
 */
export async function createApp(config: AppConfig, { beforeConfigure, ...moduleOptions }: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, ...moduleOptions }), new LeanExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  beforeConfigure?.(app);
  return configureApp(app, config);
}
