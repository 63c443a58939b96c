import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { FirstParty } from '../../common/access/access.decorators';
import { UnauthorizedError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuthorizationCodesService } from '../grants/authorization-codes.service';
import { RedirectableError } from './authorize-request';
import { AuthorizeService, UnusableClient } from './authorize.service';
import { unusableClientPage } from './unusable-client.page';
import { consentPage } from './consent.page';
import { SCOPE_CATALOGUE } from '../../scopes/scope-catalogue';
import { withParams } from './redirect-uri';
import { GroupsService } from '../../membership/groups.service';

/**
 * The authorization endpoint (RFC 6749 §4.1.1) and the consent decision. Responses go back to the
 * app with 303 See Other, so the browser follows with a GET and never re-posts the consent form to
 * the app (RFC 9700 §4.11). Every response carries `iss` (RFC 9207) against mix-up attacks.
 */
@ApiExcludeController()
@Controller('auth/oauth2/authorize')
@FirstParty({ signedIn: 'optional', html: true })
export class AuthorizeController {
  constructor(
    private readonly authorize: AuthorizeService,
    private readonly codes: AuthorizationCodesService,
    private readonly csrf: CsrfService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly groups: GroupsService,
  ) {}

  @Get()
  async show(@Req() req: Request, @Res() res: Response): Promise<void> {
    const request = await this.authorize.validate(req.query);
    if (request instanceof RedirectableError) return this.redirectError(res, request);
    if (request instanceof UnusableClient) return sendPage(res, unusableClientPage(request, { user: req.currentUser, csrfToken: this.csrf.tokenFor(req, res) }), 403);
    const user = req.currentUser;
    if (!user) return res.redirect(303, `/auth/login?returnTo=${encodeURIComponent(req.originalUrl)}`);
    const asksForOrganizations = request.scopes.some((s) => SCOPE_CATALOGUE[s].group === 'organization');
    const organizations = asksForOrganizations ? await this.groups.organizationRolesOf(user.id) : [];
    const page = consentPage({ user, csrfToken: this.csrf.tokenFor(req, res), request, organizations });
    // The consent form posts here, and the answer redirects to the app: allow that one origin as a form target.
    res.set('Content-Security-Policy', consentPolicy(request.redirectUri));
    sendPage(res, page);
  }

  @Post()
  async decide(@Req() req: Request, @Res() res: Response): Promise<void> {
    const user = req.currentUser;
    if (!user) throw new UnauthorizedError('Your session has ended. Sign in and start again from the app.');
    const body = req.body as Record<string, unknown>;
    const request = await this.authorize.validate(body);
    if (request instanceof RedirectableError) return this.redirectError(res, request);
    if (request instanceof UnusableClient) return sendPage(res, unusableClientPage(request, { user, csrfToken: this.csrf.tokenFor(req, res) }), 403);
    if (body.decision !== 'allow') {
      return this.redirectError(res, new RedirectableError('access_denied', 'The user denied the request.', request.redirectUri, request.state));
    }
    const code = await this.codes.issue({
      clientId: request.client.clientId,
      userId: user.id,
      redirectUri: request.redirectUri,
      scopes: request.scopes,
      unrestricted: request.unrestricted,
      codeChallenge: request.codeChallenge,
      audience: request.audience,
    });
    res.redirect(303, withParams(request.redirectUri, { code, state: request.state, iss: this.config.urls.issuer }));
  }

  private redirectError(res: Response, e: RedirectableError): void {
    res.redirect(303, withParams(e.redirectUri, { error: e.error, error_description: e.description, state: e.state, iss: this.config.urls.issuer }));
  }
}

function consentPolicy(redirectUri: string): string {
  const target = new URL(redirectUri).origin;
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${target}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
