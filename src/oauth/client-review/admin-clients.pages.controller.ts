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
import { ClientReviewService, QueueFilter } from './client-review.service';
import { PendingChangeReviewService } from './pending-change-review.service';
import { BASE, PAGE_SIZE, QUEUE_FILTERS, QueueFilterName, QueueView, REVIEW_NOTICES, reviewPage } from './pages/review.pages';

const ACTIONS = new Map<string, ReviewAction>([
  ['approve', 'approve'],
  ['reject', 'reject'],
  ['suspend', 'suspend'],
  ['reinstate', 'reinstate'],
]);
const DONE: Record<ReviewAction, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'reinstated' };
const CHANGE_DECISIONS = new Set(['approve', 'reject']);

const FILTERS: Record<QueueFilterName, QueueFilter> = {
  pending: { status: 'pending' },
  'pending-change': { pendingChange: true },
  approved: { status: 'approved' },
  rejected: { status: 'rejected' },
  suspended: { status: 'suspended' },
  all: {},
};

const isFilter = (v: unknown): v is QueueFilterName => typeof v === 'string' && (QUEUE_FILTERS as readonly string[]).includes(v);
const pageNumber = (v: unknown) => (typeof v === 'string' && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : undefined);

/** The review page for administrators: one card per client, the review work first, filtered and paged. */
@ApiExcludeController()
@Controller('settings/admin/oauth-clients')
@FirstParty({ admin: true, html: true })
export class AdminClientsPagesController {
  constructor(
    private readonly review: ClientReviewService,
    private readonly changes: PendingChangeReviewService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async show(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Res() res: Response,
    @Query('notice') notice?: string,
    @Query('client') clientId?: string,
    @Query('status') status?: string,
    @Query('page') page?: string,
    @Query('count') count?: string,
  ) {
    if (status !== undefined && !isFilter(status)) throw new ValidationError(`Unknown filter "${status}": use one of ${QUEUE_FILTERS.join(', ')}.`);
    if (page !== undefined && pageNumber(page) === undefined) throw new ValidationError('The page must be a whole number from 1.');
    const named = typeof clientId === 'string' && clientId ? await this.review.get(clientId).catch(() => null) : null;
    // A bulk decision names how many, not one client.
    const subject = notice === 'bulk-rejected' ? (typeof count === 'string' && /^\d{1,3}$/.test(count) ? count : null) : (named?.name ?? null);
    const text = REVIEW_NOTICES.get(notice ?? '')?.(subject);
    await this.render(user, req, res, status ?? 'pending', pageNumber(page) ?? 1, { notice: text });
  }

  /** The Pending view's bulk form: the ticked clients rejected with one reason. */
  @Post('reject-pending')
  async rejectSelected(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const { clientIds, reason, returnPage } = req.body as Record<string, unknown>;
    const ids = (Array.isArray(clientIds) ? clientIds : [clientIds]).filter((v): v is string => typeof v === 'string' && v !== '');
    const page = pageNumber(returnPage) ?? 1;
    try {
      if (ids.length === 0) throw new ValidationError('Select at least one client to reject.');
      if (ids.length > 100) throw new ValidationError('Reject at most 100 clients at once.');
      const { rejected } = await this.review.rejectMany({ kind: 'admin', userId: user.id }, ids, typeof reason === 'string' ? reason : '');
      const back = new URLSearchParams({ status: 'pending', ...(page > 1 ? { page: String(page) } : {}), notice: 'bulk-rejected', count: String(rejected.length) });
      res.redirect(303, `${BASE}?${back.toString()}`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      await this.render(user, req, res, 'pending', page, { error: error.message }, error.status);
    }
  }

  @Post(':clientId/pending-change/:decision')
  async decideChange(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string, @Param('decision') decision: string) {
    if (!CHANGE_DECISIONS.has(decision)) throw new NotFoundError('No such review action.');
    await this.decide(user, req, res, clientId, decision === 'approve' ? 'change-approved' : 'change-rejected', async (revision, reason) => {
      const admin = { kind: 'admin' as const, userId: user.id };
      if (decision === 'approve') await this.changes.approve(admin, clientId, revision);
      else await this.changes.reject(admin, clientId, revision, reason ?? '');
    });
  }

  @Post(':clientId/:action')
  async act(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('clientId') clientId: string, @Param('action') name: string) {
    const action = ACTIONS.get(name);
    if (!action) throw new NotFoundError('No such review action.');
    await this.decide(user, req, res, clientId, DONE[action], (revision, reason) =>
      this.review.review({ kind: 'admin', userId: user.id }, clientId, action, reason, revision).then(() => undefined),
    );
  }

  /** Runs a decision from a card's form; back to the same filter and page, with a notice naming the client. */
  private async decide(user: User, req: Request, res: Response, clientId: string, notice: string, run: (revision: number, reason?: string) => Promise<void>) {
    const { reason, revision, returnStatus, returnPage } = req.body as Record<string, unknown>;
    const seen = typeof revision === 'string' && /^\d{1,9}$/.test(revision) ? Number(revision) : undefined;
    const filter = isFilter(returnStatus) ? returnStatus : 'pending';
    const page = pageNumber(returnPage) ?? 1;
    try {
      if (seen === undefined) throw new ValidationError('The form is missing the revision you reviewed. Reload the page.');
      await run(seen, typeof reason === 'string' ? reason : undefined);
      const back = new URLSearchParams({ status: filter, ...(page > 1 ? { page: String(page) } : {}), notice, client: clientId });
      res.redirect(303, `${BASE}?${back.toString()}`);
    } catch (error) {
      if (!(error instanceof DomainError) || error.status === 404) throw error;
      await this.render(user, req, res, filter, page, { error: error.message }, error.status);
    }
  }

  private async render(user: User, req: Request, res: Response, filter: QueueFilterName, page: number, messages: { notice?: string; error?: string }, status = 200) {
    const [counts, first] = await Promise.all([this.review.counts(), this.review.page(FILTERS[filter], PAGE_SIZE, (page - 1) * PAGE_SIZE)]);
    const lastPage = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
    // A page past the end (the queue shrank after a decision) shows the last one instead.
    const result = page > lastPage ? await this.review.page(FILTERS[filter], PAGE_SIZE, (lastPage - 1) * PAGE_SIZE) : first;
    const view: QueueView = {
      filter,
      page: Math.min(page, lastPage),
      total: result.total,
      counts: { ...counts, 'pending-change': counts.pendingChange },
    };
    sendPage(res, reviewPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, result.items, view, messages), status);
  }
}
