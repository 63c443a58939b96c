import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { assertEveryRouteDeclaresAccess } from './common/access/route-table';
import { bodyParsers } from './common/http/body-parsers';
import { createValidationPipe } from './common/http/validate-input';
import { AppConfig } from './config/app-config';

/**
 * Everything between "the module graph exists" and "serve": body limits, security headers, cookies,
 * validation, API docs, and the check that every route declares who may call it. `main.ts` and the
 * tests both call this, so tests exercise the real pipeline.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): NestExpressApplication {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.server.trustProxy);
  app.disable('x-powered-by');
  app.use(...bodyParsers(config.limits.bodyBytes));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // No page of ours may be framed (clickjacking of the consent and settings pages).
          frameAncestors: ["'none'"],
          // Swagger UI runs its own bundled script; nothing of ours is inline.
          scriptSrc: ["'self'"],
          upgradeInsecureRequests: config.urls.secure ? [] : null,
        },
      },
      strictTransportSecurity: config.urls.secure,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
    }),
  );
  app.use(cookieParser());
  app.useGlobalPipes(createValidationPipe());
  setUpApiDocs(app, config);
  assertEveryRouteDeclaresAccess(app);
  return app;
}

function setUpApiDocs(app: NestExpressApplication, config: AppConfig): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Scheduling API')
      .setDescription('OAuth 2.0 authorization server and the scoped `/v2` API of the scheduling service.')
      .setVersion('2')
      .addServer(config.urls.baseUrl)
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json' });
}
