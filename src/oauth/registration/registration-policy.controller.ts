import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { RegistrationPolicyDto, RegistrationPolicyResponseDto } from './registration-policy.dto';
import { RegistrationPolicyService } from './registration-policy.service';

/** Administrators decide whether clients (agents) may register themselves, and for what. */
@ApiTags('Administration: OAuth client review')
@ApiCookieAuth()
@Controller('v2/admin/registration-policy')
@FirstParty({ admin: true })
export class RegistrationPolicyController {
  constructor(private readonly policy: RegistrationPolicyService) {}

  @Get()
  @ApiOperation({ summary: 'The registration policy: dynamic registration, Client ID Metadata Documents, their scopes and auto-approved hosts' })
  @ApiSuccess(RegistrationPolicyResponseDto)
  async get() {
    return success(RegistrationPolicyResponseDto.from(await this.policy.current()));
  }

  @Put()
  @ApiOperation({ summary: 'Replace the registration policy (audited)', description: 'Applies at once to new registrations and to the scopes the protected resource metadata names.' })
  @ApiSuccess(RegistrationPolicyResponseDto)
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async put(@CurrentUser() user: User, @Body() body: RegistrationPolicyDto) {
    const saved = await this.policy.update({ kind: 'admin', userId: user.id }, { ...body, scopes: body.scopes as never });
    return success(RegistrationPolicyResponseDto.from(saved));
  }
}
