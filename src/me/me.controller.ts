import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSuccess, success } from '../common/api/envelope';
import { AuthPrincipal, CurrentAuth } from '../scopes/auth-principal';
import { RequireScopes } from '../scopes/require-scopes.decorator';
import { MeResponseDto, UpdateMeDto } from './dto/me.dto';
import { ProfilesService } from './profiles.service';

/** The authorized user's profile: how an app verifies its token and learns who it acts for. */
@ApiTags('Profile')
@Controller('v2/me')
export class MeController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get()
  @RequireScopes('PROFILE_READ')
  @ApiOperation({ summary: "The authorized user's profile" })
  @ApiSuccess(MeResponseDto)
  async get(@CurrentAuth() auth: AuthPrincipal) {
    return success(await this.profiles.get(auth.userId));
  }

  @Patch()
  @RequireScopes('PROFILE_WRITE')
  @ApiOperation({ summary: "Update the authorized user's name, time zone, week start or locale" })
  @ApiSuccess(MeResponseDto)
  async update(@CurrentAuth() auth: AuthPrincipal, @Body() body: UpdateMeDto) {
    return success(await this.profiles.update(auth.userId, body));
  }
}
