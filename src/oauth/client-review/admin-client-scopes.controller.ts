import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { ApiSuccess, success } from '../../common/api/envelope';
import { ClientScopesNarrowingService } from './client-scopes-narrowing.service';
import { NarrowScopesDto, ReviewedClientResponseDto } from './dto/review.dto';

/** Administrators narrow a client's scopes, and with them everything it already holds. */
@ApiTags('Administration: OAuth client review')
@ApiCookieAuth()
@Controller('v2/admin/oauth-clients')
@FirstParty({ admin: true })
export class AdminClientScopesController {
  constructor(private readonly narrowing: ClientScopesNarrowingService) {}

  @Post(':clientId/narrow-scopes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Narrow a client’s scopes: every grant, access token and refresh token it holds loses the others at once',
    description:
      'Narrowing only (a scope the client may not hold today is a 422). For a self-registered client, which may otherwise be granted any scope of the registration policy, the scopes kept become its ceiling.',
  })
  @ApiSuccess(ReviewedClientResponseDto)
  @ApiNotFoundResponse({ description: 'No such client' })
  @ApiConflictResponse({ description: 'The client changed since `revision`' })
  @ApiUnprocessableEntityResponse({ description: 'A scope beyond what the client may hold today, an unknown scope, none at all, or a legacy client' })
  async narrow(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: NarrowScopesDto) {
    const client = await this.narrowing.narrow({ kind: 'admin', userId: user.id }, clientId, body.scopes, body.revision);
    return success(ReviewedClientResponseDto.from(client));
  }
}
