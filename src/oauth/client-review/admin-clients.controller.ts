import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { ClientReviewService } from './client-review.service';
import { ListClientsQueryDto, ReviewDto, ReviewedClientResponseDto, ReviewReasonDto } from './dto/review.dto';

const admin = (user: User) => ({ kind: 'admin' as const, userId: user.id });

/** Administrators review clients before anyone can use them, and suspend or reinstate them later. */
@ApiTags('Administration: OAuth client review')
@ApiCookieAuth()
@ApiForbiddenResponse({ description: 'Not an administrator' })
@Controller('v2/admin/oauth-clients')
@FirstParty({ admin: true })
export class AdminClientsController {
  constructor(private readonly review: ClientReviewService) {}

  @Get()
  @ApiOperation({ summary: 'List clients, the pending queue first' })
  @ApiOkResponse({ type: [ReviewedClientResponseDto] })
  async list(@Query() query: ListClientsQueryDto) {
    return { status: 'success', data: (await this.review.list(query.status)).map(ReviewedClientResponseDto.from) };
  }

  @Post(':clientId/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending client' })
  @ApiConflictResponse({ description: 'The client is not pending' })
  approve(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ReviewDto) {
    return this.act(user, clientId, 'approve', undefined, body.revision);
  }

  @Post(':clientId/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending client, with a reason the owner will see' })
  reject(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ReviewReasonDto) {
    return this.act(user, clientId, 'reject', body.reason, body.revision);
  }

  @Post(':clientId/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend an approved client: its tokens stop working at once' })
  suspend(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ReviewReasonDto) {
    return this.act(user, clientId, 'suspend', body.reason, body.revision);
  }

  @Post(':clientId/reinstate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reinstate a suspended client' })
  reinstate(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: ReviewDto) {
    return this.act(user, clientId, 'reinstate', undefined, body.revision);
  }

  private async act(user: User, clientId: string, action: 'approve' | 'reject' | 'suspend' | 'reinstate', reason?: string, revision?: number) {
    const client = await this.review.review(admin(user), clientId, action, reason, revision);
    return { status: 'success', data: ReviewedClientResponseDto.from(client) };
  }
}
