import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSuccess, success } from '../common/api/envelope';
import { NotFoundError } from '../common/errors/domain-errors';
import { AuthPrincipal, CurrentAuth } from '../scopes/auth-principal';
import { RequireScopes } from '../scopes/require-scopes.decorator';
import { UsersService } from '../accounts/users.service';
import { MeResponseDto, UpdateMeDto } from './dto/me.dto';

/** The authorized user's profile: how an app verifies its token and learns who it acts for. */
@ApiTags('Profile')
@Controller('v2/me')
export class MeController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequireScopes('PROFILE_READ')
  @ApiOperation({ summary: "The authorized user's profile" })
  @ApiSuccess(MeResponseDto)
  async get(@CurrentAuth() auth: AuthPrincipal) {
    const user = await this.users.findById(auth.userId);
    if (!user) throw new NotFoundError('The user of this token no longer exists.');
    return success(MeResponseDto.from(user));
  }

  @Patch()
  @RequireScopes('PROFILE_WRITE')
  @ApiOperation({ summary: "Update the authorized user's name, time zone, week start or locale" })
  @ApiSuccess(MeResponseDto)
  async update(@CurrentAuth() auth: AuthPrincipal, @Body() body: UpdateMeDto) {
    const user = await this.users.updateProfile(auth.userId, body);
    return success(MeResponseDto.from(user));
  }
}
