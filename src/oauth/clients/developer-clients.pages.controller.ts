import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { SessionFlashService } from '../../accounts/session-flash.service';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { DomainError, NotFoundError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { IdParam } from '../../common/validation/route-params';
import { OAuthEndpoints, oauthEndpoints } from '../metadata/oauth-endpoints';
import { ClientSecretsService } from './client-secrets.service';
import { ClientsService, EditOutcome } from './clients.service';
import { newRegistrationKey, readClientForm } from './pages/client-form.page';
import {
  clientDetailPage,
  clientListPage,
  createdClientPage,
  newClientPage,
  newSecretPage,
  NOTICES,
  PageContext,
  revokeSecretPage,
} from './pages/developer.pages';

const BASE = '/settings/developer/oauth-clients';
/** Where a new secret is shown, and the name of the flash that carries it there (one per client). */
const newSecretPath = (clientId: string) => `${BASE}/${encodeURIComponent(clientId)}/secrets/new`;
const secretFlash = (clientId: string) => `client-secret:${clientId}`;
const EDIT_NOTICE: Record<EditOutcome, string> = { saved: 'saved', held: 'held', returned_to_review: 'review' };

/**
 * Developer settings pages. Each form posts here and gets a page back; a domain error (a bad redirect
 * URI, a third secret) shows the same page again with the message, keeping what was typed.
 */
@ApiExcludeController()
@Controller('settings/developer/oauth-clients')
@FirstParty({ html: true })
export class DeveloperClientsPagesController {
  private readonly endpoints: OAuthEndpoints;

  constructor(
    private readonly clients: ClientsService,
    private readonly secrets: ClientSecretsService,
    private readonly csrf: CsrfService,
    private readonly flash: SessionFlashService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.endpoints = oauthEndpoints(config.urls);
  }

  @Get()
  async list(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    sendPage(res, clientListPage(this.context(user, req, res), await this.clients.listOwned(user.id), NOTICES.get(notice ?? '')));
  }

  @Get('new')
  newForm(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    // The form's one-time key: submitting it twice registers one client (`ClientsService.register`).
    sendPage(res, newClientPage(this.context(user, req, res), { name: '', redirectUris: [], scopes: [], submission: newRegistrationKey() }));
  }

  @Post()
  async create(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const values = readClientForm(req.body as Record<string, unknown>);
    const ctx = this.context(user, req, res);
    try {
      const actor = { kind: 'user' as const, userId: user.id };
      const input = { ...values, type: values.type === 'public' ? ('public' as const) : ('confidential' as const) };
      // A form without its key (one rendered before keys existed) registers as before.
      const { client, secret, repeated } = values.submission
        ? await this.clients.register(actor, input, values.submission)
        : { ...(await this.clients.create(actor, input)), repeated: false };
      if (repeated) return res.redirect(303, `${BASE}/${client.clientId}?notice=${client.type === 'public' ? 'registered-public' : 'registered'}`);
      sendPage(res, createdClientPage(ctx, client, secret), 201);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      sendPage(res, newClientPage(ctx, values, error.message), error.status);
    }
  }

  @Get(':clientId')
  async show(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string, @Query('notice') notice?: string) {
    await this.renderDetail(user, req, res, clientId, { notice: NOTICES.get(notice ?? '') });
  }

  @Post(':clientId')
  async update(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string) {
    const values = readClientForm(req.body as Record<string, unknown>);
    try {
      // A legacy client's form shows no scope ticked; saving it without ticking any keeps it legacy.
      const current = await this.clients.getOwned(user.id, clientId);
      const changes = current.legacy && values.scopes.length === 0 ? { ...values, scopes: undefined } : values;
      const { outcome } = await this.clients.update({ kind: 'user', userId: user.id }, clientId, changes);
      res.redirect(303, `${BASE}/${clientId}?notice=${EDIT_NOTICE[outcome]}`);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      await this.renderDetail(user, req, res, clientId, { error: error.message, values }, error.status);
    }
  }

  @Post(':clientId/pending-change/withdraw')
  async withdrawChange(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string) {
    try {
      await this.clients.withdrawChange({ kind: 'user', userId: user.id }, clientId);
      res.redirect(303, `${BASE}/${clientId}?notice=withdrawn`);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      await this.renderDetail(user, req, res, clientId, { error: error.message }, error.status);
    }
  }

  /**
   * Creates a secret and redirects to the page that shows it (post/redirect/get): a reload then
   * repeats a GET, not the creation. The secret crosses the redirect as a one-time session flash.
   */
  @Post(':clientId/secrets')
  async createSecret(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string) {
    try {
      const secret = await this.secrets.create({ kind: 'user', userId: user.id }, clientId);
      const shownAt = newSecretPath(clientId);
      await this.flash.put(req, res, secretFlash(clientId), shownAt, secret.secret);
      res.redirect(303, shownAt);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      await this.renderDetail(user, req, res, clientId, { error: error.message }, error.status);
    }
  }

  /** The new secret, on the first visit only; afterwards (a reload, the back button) the client page says it was shown. */
  @Get(':clientId/secrets/new')
  async showNewSecret(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string) {
    const client = await this.clients.getOwned(user.id, clientId);
    const secret = await this.flash.take(req, res, secretFlash(clientId), newSecretPath(clientId));
    if (secret === undefined) return res.redirect(303, `${BASE}/${clientId}?notice=secret-shown`);
    sendPage(res, newSecretPage(this.context(user, req, res), client, secret));
  }

  /** "Revoke…" leads here first: the person sees which secret and confirms (or reads why the last one cannot go). */
  @Get(':clientId/secrets/:secretId/revoke')
  async confirmRevokeSecret(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Res() res: Response,
    @Param('clientId') clientId: string,
    @IdParam('secretId', 'Secret') secretId: number,
  ) {
    const client = await this.clients.getOwned(user.id, clientId);
    const active = await this.secrets.listActive(user.id, clientId);
    const secret = active.find((s) => s.id === secretId);
    if (!secret) throw new NotFoundError('This client has no active secret with this id.');
    sendPage(res, revokeSecretPage(this.context(user, req, res), client, secret, active.length <= 1));
  }

  /** Revokes only when confirmed on that page; a bare post (a page from before the confirmation step) is sent there. */
  @Post(':clientId/secrets/:secretId/revoke')
  async revokeSecret(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Res() res: Response,
    @Param('clientId') clientId: string,
    @IdParam('secretId', 'Secret') secretId: number,
  ) {
    if ((req.body as Record<string, unknown> | undefined)?.confirm !== 'yes') {
      return res.redirect(303, `${BASE}/${encodeURIComponent(clientId)}/secrets/${secretId}/revoke`);
    }
    try {
      await this.secrets.revoke({ kind: 'user', userId: user.id }, clientId, secretId);
      res.redirect(303, `${BASE}/${clientId}?notice=revoked`);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      await this.renderDetail(user, req, res, clientId, { error: error.message }, error.status);
    }
  }

  @Post(':clientId/delete')
  async remove(@CurrentUser() user: User, @Res() res: Response, @Param('clientId') clientId: string) {
    await this.clients.delete({ kind: 'user', userId: user.id }, clientId);
    res.redirect(303, `${BASE}?notice=deleted`);
  }

  private async renderDetail(
    user: User,
    req: Request,
    res: Response,
    clientId: string,
    messages: Parameters<typeof clientDetailPage>[3],
    status = 200,
  ) {
    const client = await this.clients.getOwned(user.id, clientId);
    const secrets = client.type === 'confidential' ? await this.secrets.listActive(user.id, clientId) : [];
    sendPage(res, clientDetailPage(this.context(user, req, res), client, secrets, messages), status);
  }

  private context(user: User, req: Request, res: Response): PageContext {
    return { user, csrfToken: this.csrf.tokenFor(req, res), endpoints: this.endpoints };
  }
}
