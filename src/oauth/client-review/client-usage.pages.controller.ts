import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { AppUsage } from '../../activity/app-usage.service';
import { FirstParty } from '../../common/access/access.decorators';
import { Clock } from '../../common/time/clock';
import { sendPage } from '../../common/html/respond';
import { GrantsService } from '../grants/grants.service';
import { ClientReviewService } from './client-review.service';
import { clientUsagePage, USAGE_DAYS } from './pages/client-usage.page';

/**
 * One client's page for administrators: its review card, and its use over the last 30 days
 * (requests per day, errors, active grants, last use, scopes held but not used). The server's
 * alone (the CLI shares the review service, not this page).
 */
@ApiExcludeController()
@Controller('settings/admin/oauth-clients')
@FirstParty({ admin: true, html: true })
export class ClientUsagePagesController {
  constructor(
    private readonly review: ClientReviewService,
    private readonly usage: AppUsage,
    private readonly grants: GrantsService,
    private readonly csrf: CsrfService,
    private readonly clock: Clock,
  ) {}

  @Get(':clientId')
  async show(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string) {
    const client = await this.review.get(clientId);
    const [use, authorizations] = await Promise.all([this.usage.ofClient(clientId, this.clock.now(), USAGE_DAYS), this.grants.activeAuthorizations(clientId)]);
    sendPage(res, clientUsagePage({ user, csrfToken: this.csrf.tokenFor(req, res) }, client, { use, authorizations }));
  }
}
