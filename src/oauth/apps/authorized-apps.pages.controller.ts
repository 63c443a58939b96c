import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { NotFoundError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { GrantsService } from '../grants/grants.service';
import { APP_WEBHOOKS, type AppWebhooks } from './app-webhooks.port';
import { authorizedAppsPage, revokeAppPage } from './authorized-apps.page';

/** `/settings/apps`: the apps a person authorized, each with a Revoke button. */
@ApiExcludeController()
@Controller('settings/apps')
@FirstParty({ html: true })
export class AuthorizedAppsPagesController {
  constructor(
    private readonly grants: GrantsService,
    private readonly csrf: CsrfService,
    @Inject(APP_WEBHOOKS) private readonly webhooks: AppWebhooks,
  ) {}

  @Get()
  async list(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    const [apps, webhooks] = await Promise.all([this.grants.authorizedApps(user.id), this.webhooks.webhooksOf(user.id)]);
    const text = notice === 'revoked' ? 'Access revoked. The app can no longer act on your account.' : undefined;
    sendPage(res, authorizedAppsPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, apps, text, webhooks));
  }

  /** "Revoke…" leads here first: the person sees what the app can do and confirms. */
  @Get(':clientId/revoke')
  async confirmRevoke(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string) {
    const app = (await this.grants.authorizedApps(user.id)).find((a) => a.clientId === clientId);
    if (!app) throw new NotFoundError('None of the apps you authorized has this client ID.');
    sendPage(res, revokeAppPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, app));
  }

  /** Revokes only when confirmed on that page; a bare post (an old page) is sent to the confirmation. */
  @Post(':clientId/revoke')
  async revoke(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string) {
    if ((req.body as Record<string, unknown> | undefined)?.confirm !== 'yes') {
      return res.redirect(303, `/settings/apps/${encodeURIComponent(clientId)}/revoke`);
    }
    await this.grants.revokeApp(user.id, clientId);
    res.redirect(303, '/settings/apps?notice=revoked');
  }
}
