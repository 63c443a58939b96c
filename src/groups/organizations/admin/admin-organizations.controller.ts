import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiProperty, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../../accounts/current-user.decorator';
import { User } from '../../../accounts/user.entity';
import { FirstParty } from '../../../common/access/access.decorators';
import { ApiSuccess, INVALID_INPUT, success } from '../../../common/api/envelope';
import { PageQueryDto } from '../../../common/api/pagination';
import { IdParam } from '../../../common/validation/route-params';
import { CreateOrganizationDto, OrganizationResponseDto, SetOwnerDto } from '../dto/organization.dto';
import { OrganizationsService } from '../organizations.service';

const admin = (user: User) => ({ kind: 'admin' as const, userId: user.id });

class AdminOrganizationResponseDto extends OrganizationResponseDto {
  @ApiProperty({ type: [String], description: 'The email addresses of its (accepted) owners' }) owners: string[];
}

/** Administrators create organizations and name their owners; the owners do the rest through the API. */
@ApiTags('Administration: organizations')
@ApiCookieAuth()
@ApiForbiddenResponse({ description: 'Not an administrator' })
@Controller('v2/admin/organizations')
@FirstParty({ admin: true })
export class AdminOrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Get()
  @ApiOperation({ summary: 'List organizations, with their owners' })
  @ApiSuccess(AdminOrganizationResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@Query() query: PageQueryDto) {
    const page = await this.organizations.list(query);
    return success({ ...page, items: page.items.map((o) => ({ ...OrganizationResponseDto.from(o), owners: o.owners })) });
  }

  @Post()
  @ApiOperation({ summary: 'Create an organization', description: 'With an existing account as its first owner.' })
  @ApiSuccess(OrganizationResponseDto, { status: 201 })
  @ApiConflictResponse({ description: 'Another organization has this slug' })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or no account has this email` })
  async create(@CurrentUser() user: User, @Body() body: CreateOrganizationDto) {
    return success(OrganizationResponseDto.from(await this.organizations.create(admin(user), body)));
  }

  @Post(':orgId/owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an existing account an owner', description: 'Added if needed; the membership counts at once.' })
  @ApiSuccess(OrganizationResponseDto)
  @ApiNotFoundResponse({ description: 'No such organization' })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or no account has this email` })
  async setOwner(@CurrentUser() user: User, @IdParam('orgId', 'Organization') orgId: number, @Body() body: SetOwnerDto) {
    return success(OrganizationResponseDto.from(await this.organizations.setOwner(admin(user), orgId, body)));
  }
}
