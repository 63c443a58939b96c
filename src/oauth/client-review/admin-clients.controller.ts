import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { ApiSuccess, success } from '../../common/api/envelope';
import { ClientReviewService } from './client-review.service';
import { ListClientsQueryDto, ReviewDto, ReviewedClientResponseDto, ReviewReasonDto } from './dto/review.dto';

/** A review decision answers the client as it now is; 409 when the transition does not apply, or the client changed since `revision`. */
const ApiReviewed = () =>
  applyDecorators(ApiSuccess(ReviewedClientResponseDto), ApiConflictResponse({ description: 'The transition does not apply to the client’s status, or it changed since `revision`' }));

const admin = (user: User) => ({ kind: 'admin' as const, userId: user.id });

/** Administrators review clients before anyone can use them, and suspend or reinstate them later. */
@ApiTags('Administration: OAuth client review')
@ApiCookieAuth()
@Controller('v2/admin/oauth-clients')
@FirstParty({ admin: true })
export class AdminClientsController {
  constructor(private readonly review: ClientReviewService) {}

  @Get()
  @ApiOperation({ summary: 'List clients, the pending queue first' })
  @ApiSuccess(ReviewedClientResponseDto, { list: true })
  async list(@Query() query: ListClientsQueryDto) {
    return success((await this.review.list(query.status)).map(ReviewedClientResponseDto.from));
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
  @ApiOperation({ summary: 'Suspend an approved client: its tokens stop working at once' })
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

  private async act(user: User, clientId: string, action: 'approve' | 'reject' | 'suspend' | 'reinstate', reason?: string, revision?: number) {
    const client = await this.review.review(admin(user), clientId, action, reason, revision);
    return success(ReviewedClientResponseDto.from(client));
  }
}
