import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { ERROR_FAMILIES } from './app.module';
import { assertEveryRouteDeclaresAccess } from '../common/access/route-table';
import { ErrorEnvelopeDto } from '../common/api/error-responses';
import { completeApiDocument } from '../common/api/openapi-document';
import { apiCors } from '../common/http/api-cors';
import { hostedApiMode } from '../hosted-api/hosted-mode.middleware';
import { serveHostedApiDocument } from '../hosted-api/hosted-openapi';
import { mcpOriginAllowed } from '../mcp/mcp-origin';
import { defaultEndpoints } from '../oauth/metadata/default-endpoints';
import { requestBody } from '../common/http/body-parsers';
import { RouteIndex } from '../common/http/route-index';
import { forPaths, middlewareChain, underAny } from '../common/http/middleware-chain';
import { AppLogger } from '../common/logging/app-logger';
import { ROOT_LOGGER } from '../common/logging/logging.module';
import { requestLogging } from '../common/logging/request-logging';
import { HttpMetrics } from '../common/metrics/http-metrics';
import { Metrics } from '../common/metrics/metrics';
import { observeResponses, type ResponseObserver } from '../common/http/response-observers';
import { alignPathParameters } from '../common/api/openapi-paths';
import { securityHeaders } from '../common/http/security-headers';
import { createValidationPipe } from '../common/validation/validate-input';
import { AppConfig } from '../config/app-config';
import { API_DOCS_DESCRIPTION, API_DOCS_UI, orderTags } from '../guides/api-docs';
import { DOCS_CLIENT_ID, docsRedirectUri } from '../oauth/clients/docs-client.service';
import { ALL_SCOPES, type Scope, SCOPE_CATALOGUE, teamScopeGrantedBy } from '../scopes/scope-catalogue';
import { BEARER_SCHEME, OAUTH2_SCHEME } from '../scopes/require-scopes.decorator';
import { TokenUseRecorder } from '../scopes/token-use.recorder';
import { addWebhooksToDocument } from '../webhooks/webhooks-openapi';

/** The JSON API: its routes take JSON bodies only (the OAuth endpoints under it read their own). */
const JSON_API = ['/v2'];
/** Our pages' scripts and the API docs (Swagger UI, its files, the document): files that read no query. */
const STATIC_FILES = ['/assets', '/docs'];

/**
 * Everything between "the module graph exists" and "serve": body limits, security headers, cookies,
 * validation, API docs, and the check that every route declares who may call it. `createApp`
 * (create-app.ts) calls it for `main.ts`, the tests and the scripts, so tests exercise the real pipeline.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): NestExpressApplication {
  app.useLogger(app.get(AppLogger));
  app.set('trust proxy', config.server.trustProxy);
  app.disable('x-powered-by');
  // Ahead of every route, as one Express layer (each layer costs its own dispatch on every request).
  app.use(
    middlewareChain(
      // First, so every response carries its request id and every request is logged, refusals by the layers below included.
      requestLogging(app.get(ROOT_LOGGER)),
      // Once answered: the apps' usage and activity, and (with METRICS_TOKEN) the HTTP metrics.
      observeResponses(responseObservers(app), new Logger('Responses')),
      securityHeaders({
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
      // The 2025-03-26 default endpoints some MCP clients fall back to, routed as the published ones (before anything reads the path).
      defaultEndpoints(config),
      // Browser apps call the token endpoint, discovery and the bearer API from their own origin.
      apiCors(mcpOriginAllowed(config)),
      // Apps written for the hosted product's API v2 (`cal-api-version`): the version checked, answers in its shapes.
      hostedApiMode(),
      // Sign-in and consent may run in a popup opened by an app (the docs' Authorize button is one):
      // the popup must keep its `window.opener` so the callback page can hand the code back. Helmet's
      // default (same-origin) would sever it, so these pages relax it, and the docs, which open such a
      // popup and receive its result, allow it too.
      forPaths(['/auth', '/docs'], (req: Request, res: Response, next: NextFunction) => {
        const opensPopups = underAny(req.path, ['/docs']) && !req.path.endsWith('/oauth2-redirect.html');
        res.setHeader('Cross-Origin-Opener-Policy', opensPopups ? 'same-origin-allow-popups' : 'unsafe-none');
        next();
      }),
      // Bodies, after the headers every answer carries (so a refused body's answer has them too, CORS
      // included, and a browser app can read it): JSON or forms (the JSON API: JSON only); the route families that read their own (OAuth's) refuse the rest in their own shape.
      requestBody(config.limits.bodyBytes, {
        readsOwnBody: (path) => ERROR_FAMILIES.some((f) => !f.validatedByPipe && f.matches(path)),
        readsJsonOnly: (path) => underAny(path, JSON_API),
        routeTakes: (method, path) => app.get(RouteIndex).allowedMethods(path).includes(method),
        readsQuery: (path) => !underAny(path, STATIC_FILES),
      }),
      cookieParser(),
    ),
  );
  app.useGlobalPipes(createValidationPipe());
  setUpApiDocs(app, config);
  serveHostedApiDocument(app, config.urls.baseUrl);
  assertEveryRouteDeclaresAccess(app);
  return app;
}

function responseObservers(app: NestExpressApplication): ResponseObserver[] {
  const observers: ResponseObserver[] = [app.get(TokenUseRecorder).observe];
  if (app.get(Metrics).enabled) observers.push(app.get(HttpMetrics).observe);
  return observers;
}

/**
 * The OpenAPI document and Swagger UI at /docs (with the product's header, linking the guides
 * beside it: `guides/`). Its OAuth2 scheme is this server's own
 * authorization-code flow with PKCE, used through the built-in `api-docs` client, so a person can
 * authorize from the page and try the API with a real token. Each operation lists its scopes,
 * written by `@RequireScopes` itself.
 */
function setUpApiDocs(app: NestExpressApplication, config: AppConfig): void {
  // Made on the first request for it, then kept: scanning every route's decorators costs about
  // half a second of CPU, which start-up need not spend before anyone opens the docs.
  SwaggerModule.setup('docs', app, () => apiDocument(app, config), {
    ...API_DOCS_UI,
    jsonDocumentUrl: 'docs/openapi.json',
    swaggerOptions: {
      ...API_DOCS_UI.swaggerOptions,
      oauth2RedirectUrl: docsRedirectUri(config),
      // PROFILE_READ is ticked from the start, so Authorize works before anyone picks scopes (the server refuses none).
      initOAuth: { clientId: DOCS_CLIENT_ID, usePkceWithAuthorizationCodeGrant: true, scopeSeparator: ' ', scopes: ['PROFILE_READ'] },
      persistAuthorization: false,
    },
  });
}

function apiDocument(app: NestExpressApplication, config: AppConfig): OpenAPIObject {
  const scopes = Object.fromEntries(ALL_SCOPES.map((s) => [s, scopeDescription(s)]));
  const document = alignPathParameters(SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Scheduling API')
      .setDescription(API_DOCS_DESCRIPTION)
      .setVersion('2')
      .addServer(config.urls.baseUrl)
      .addOAuth2(
        {
          type: 'oauth2',
          description: 'Authorization code with PKCE (S256)',
          flows: {
            authorizationCode: {
              authorizationUrl: `${config.urls.appUrl}/auth/oauth2/authorize`,
              tokenUrl: `${config.urls.baseUrl}/v2/auth/oauth2/token`,
              refreshUrl: `${config.urls.baseUrl}/v2/auth/oauth2/token`,
              scopes,
            },
          },
        },
        OAUTH2_SCHEME,
      )
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An access token (sat_...)' }, BEARER_SCHEME)
      .build(),
    { extraModels: [ErrorEnvelopeDto, ...ERROR_FAMILIES.flatMap((f) => (f.errorSchema ? [f.errorSchema] : []))] },
  ));
  completeApiDocument(document, ERROR_FAMILIES, (path) => underAny(path, JSON_API));
  addWebhooksToDocument(document);
  orderTags(document);
  return document;
}

/** A scope's words in the Authorize dialog, with the team scope an `ORG_` scope also grants (rule 1). */
function scopeDescription(scope: Scope): string {
  const team = teamScopeGrantedBy(scope);
  return team ? `${SCOPE_CATALOGUE[scope].meaning}; also grants ${team} in every team the person is in` : SCOPE_CATALOGUE[scope].meaning;
}
