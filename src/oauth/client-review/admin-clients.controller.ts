import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { ApiSuccess, success } from '../../common/api/envelope';
import { mapPage, pageWindow } from '../../common/api/pagination';
import { ClientReviewService } from './client-review.service';
import { ChangeDecisionDto, ListClientsQueryDto, RejectChangeDto, RejectManyDto, RejectManyResponseDto, ReviewDto, ReviewedClientResponseDto, ReviewReasonDto } from './dto/review.dto';
import { PendingChangeReviewService } from './pending-change-review.service';

/** A review decision answers the client as it now is; 409 when the transition does not apply, or the client changed since `revision`. */
const ApiReviewed = () =>
  applyDecorators(ApiSuccess(ReviewedClientResponseDto), ApiConflictResponse({ description: 'The transition does not apply to the client’s status, or it changed since `revision`' }));

/** A decision on a pending change answers the client as it now is; 409 when there is no such change (any more). */
const ApiChangeDecided = () =>
  applyDecorators(
    ApiSuccess(ReviewedClientResponseDto),
    ApiConflictResponse({ description: 'No pending change, the owner replaced or withdrew it since `revision`, or (to approve) the client is not approved' }),
  );

const admin = (user: User) => ({ kind: 'admin' as const, userId: user.id });

/** Administrators review clients before anyone can use them, and suspend or reinstate them later. */
@ApiTags('Administration: OAuth client review')
@ApiCookieAuth()
@Controller('v2/admin/oauth-clients')
@FirstParty({ admin: true })
export class AdminClientsController {
  constructor(
    private readonly review: ClientReviewService,
    private readonly changes: PendingChangeReviewService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List clients, the review work first, a page at a time',
    description: 'Pending clients (oldest first), then clients with a pending change (oldest change first), then the rest (newest first). `total` counts every client the filters match.',
  })
  @ApiSuccess(ReviewedClientResponseDto, { page: true })
  async list(@Query() query: ListClientsQueryDto) {
    const { take, skip } = pageWindow(query);
    const filter = { status: query.status, pendingChange: query.pendingChange === undefined ? undefined : query.pendingChange === 'true' };
    const page = await this.review.page(filter, take, skip);
    return success(mapPage({ ...page, take, skip }, ReviewedClientResponseDto.from));
  }

  @Post('reject-pending')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject several pending clients at once, with one reason',
    description: 'Each is reviewed as by the reject route (audited); clients not found or no longer pending are listed in `skipped`.',
  })
  @ApiSuccess(RejectManyResponseDto)
  async rejectMany(@CurrentUser() user: User, @Body() body: RejectManyDto) {
    return success(await this.review.rejectMany(admin(user), body.clientIds, body.reason));
  }

  @Post(':clientId/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending client' })
  @ApiReviewed()
  approve(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ReviewDto) {
    return this.act(user, clientId, 'approve', undefined, body.revision);
  }

  @Post(':clientId/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending client, with a reason the owner will see' })
  @ApiReviewed()
  reject(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ReviewReasonDto) {
    return this.act(user, clientId, 'reject', body.reason, body.revision);
  }

  @Post(':clientId/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend an approved client: every grant it holds is revoked at once (reinstating it revives none)', description: 'The built-in API documentation client cannot be suspended (409).' })
  @ApiReviewed()
  suspend(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ReviewReasonDto) {
    return this.act(user, clientId, 'suspend', body.reason, body.revision);
  }

  @Post(':clientId/reinstate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reinstate a suspended client' })
  @ApiReviewed()
  reinstate(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ReviewDto) {
    return this.act(user, clientId, 'reinstate', undefined, body.revision);
  }

  @Post(':clientId/pending-change/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a client’s pending change: it applies to the client at once' })
  @ApiChangeDecided()
  approveChange(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ChangeDecisionDto) {
    return this.changes.approve(admin(user), clientId, body.revision).then((c) => success(ReviewedClientResponseDto.from(c)));
  }

  @Post(':clientId/pending-change/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a client’s pending change, with a reason the owner will see', description: 'The change is dropped; the client stays as it is.' })
  @ApiChangeDecided()
  rejectChange(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: RejectChangeDto) {
    return this.changes.reject(admin(user), clientId, body.revision, body.reason).then((c) => success(ReviewedClientResponseDto.from(c)));
  }

  private async act(user: User, clientId: string, action: 'approve' | 'reject' | 'suspend' | 'reinstate', reason?: string, revision?: number) {
    const client = await this.review.review(admin(user), clientId, action, reason, revision);
    return success(ReviewedClientResponseDto.from(client));
  }
}
