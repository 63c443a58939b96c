import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { DomainError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { ReviewAction } from '../clients/client-status';
import { ClientReviewService } from './client-review.service';
import { REVIEW_NOTICES, reviewPage } from './pages/review.pages';

const ACTIONS = new Map<string, ReviewAction>([
  ['approve', 'approve'],
  ['reject', 'reject'],
  ['suspend', 'suspend'],
  ['reinstate', 'reinstate'],
]);
const DONE: Record<ReviewAction, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'reinstated' };

/** The review page for administrators: the pending queue first, then every other client. */
@ApiExcludeController()
@Controller('settings/admin/oauth-clients')
@FirstParty({ admin: true, html: true })
export class AdminClientsPagesController {
  constructor(
    private readonly review: ClientReviewService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async show(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    const ctx = { user, csrfToken: this.csrf.tokenFor(req, res) };
    sendPage(res, reviewPage(ctx, await this.review.list(), { notice: REVIEW_NOTICES.get(notice ?? '') }));
  }

  @Post(':clientId/:action')
  async act(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string, @Param('action') name: string) {
    const action = ACTIONS.get(name);
    if (!action) throw new NotFoundError('No such review action.');
    const { reason, revision } = req.body as { reason?: unknown; revision?: unknown };
    const seen = typeof revision === 'string' && /^\d{1,9}$/.test(revision) ? Number(revision) : undefined;
    try {
      if (seen === undefined) throw new ValidationError('The form is missing the revision you reviewed. Reload the page.');
      await this.review.review({ kind: 'admin', userId: user.id }, clientId, action, typeof reason === 'string' ? reason : undefined, seen);
      res.redirect(303, `/settings/admin/oauth-clients?notice=${DONE[action]}`);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      const ctx = { user, csrfToken: this.csrf.tokenFor(req, res) };
      sendPage(res, reviewPage(ctx, await this.review.list(), { error: error.message }), error.status);
    }
  }
}
