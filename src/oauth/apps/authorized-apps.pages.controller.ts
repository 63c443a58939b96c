import { Controller, Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { ActivityLog } from '../../activity/activity-log';
import { AppUsage } from '../../activity/app-usage.service';
import { Clock } from '../../common/time/clock';
import { NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { clientNames } from '../clients/client-names';
import { GrantsService } from '../grants/grants.service';
import { APP_WEBHOOKS, type AppWebhooks } from './app-webhooks.port';
import { ACTIVITY_PAGE_SIZE, appDetailPage } from './app-detail.page';
import { authorizedAppsPage, revokeAppPage } from './authorized-apps.page';

const pageNumber = (v: unknown) => (typeof v === 'string' && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : undefined);

/** `/settings/apps`: the apps a person authorized, each with its last use, what it did, and a Revoke button. */
@ApiExcludeController()
@Controller('settings/apps')
@FirstParty({ html: true })
export class AuthorizedAppsPagesController {
  constructor(
    private readonly grants: GrantsService,
    private readonly csrf: CsrfService,
    @Inject(APP_WEBHOOKS) private readonly webhooks: AppWebhooks,
    private readonly activity: ActivityLog,
    private readonly usage: AppUsage,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async list(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    const [apps, webhooks, uses] = await Promise.all([this.grants.authorizedApps(user.id), this.webhooks.webhooksOf(user.id), this.usage.ofPerson(user.id)]);
    const text = notice === 'revoked' ? 'Access revoked. The app can no longer act on your account.' : undefined;
    const lastUses = new Map([...uses].map(([clientId, use]) => [clientId, use.lastUsedAt]));
    sendPage(res, authorizedAppsPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, apps, text, webhooks, lastUses));
  }

  /**
   * One app: what it may do, which of its scopes it used in the last 30 days, and what it changed,
   * newest first. Also for an app the person no longer authorizes, while its activity is kept:
   * what an app did matters most once it has been stopped. Another person's app is not found.
   */
  @Get(':clientId')
  async detail(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string, @Query('page') page?: string) {
    if (page !== undefined && pageNumber(page) === undefined) throw new ValidationError('The page must be a whole number from 1.');
    const number = pageNumber(page) ?? 1;
    const [authorized, uses, activity] = await Promise.all([
      this.grants.authorizedApps(user.id).then((apps) => apps.find((a) => a.clientId === clientId) ?? null),
      this.usage.ofPerson(user.id),
      this.activity.page(user.id, clientId, ACTIVITY_PAGE_SIZE, (number - 1) * ACTIVITY_PAGE_SIZE),
    ]);
    if (!authorized && activity.total === 0) throw new NotFoundError('None of the apps you authorized has this client ID.');
    const name = authorized?.name ?? (await clientNames(this.dataSource.manager, [clientId])).get(clientId) ?? 'A deleted app';
    sendPage(
      res,
      appDetailPage(
        { user, csrfToken: this.csrf.tokenFor(req, res) },
        { clientId, name, authorized, use: uses.get(clientId) ?? null, activity: { ...activity, page: number }, now: this.clock.now(), retentionDays: this.config.activity.retentionDays },
      ),
    );
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
