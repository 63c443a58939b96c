import { Inject, Injectable } from '@nestjs/common';
import type { User } from '../accounts/user.entity';
import { NotFoundError } from '../common/errors/domain-errors';
import { ORGANIZATION_ROLES, type OrganizationRolesLookup } from '../oauth/authorize/organization-roles.port';
import { SchedulesService } from '../scheduling/schedules/schedules.service';
import { MeResponseDto } from './dto/me.dto';

/**
 * The profile as `/v2/me` and the MCP tool answer it: the person, with their default schedule and
 * organization (the hosted product's profile names both, and apps written for it read them).
 */
@Injectable()
export class MeProfileService {
  constructor(
    private readonly schedules: SchedulesService,
    @Inject(ORGANIZATION_ROLES) private readonly organizations: OrganizationRolesLookup,
  ) {}

  async profile(user: User): Promise<MeResponseDto> {
    const [schedule, organizations] = await Promise.all([
      this.schedules.getDefault({ userId: user.id }).catch((e: unknown) => {
        if (e instanceof NotFoundError) return null;
        throw e;
      }),
      this.organizations.rolesOf(user.id),
    ]);
    return MeResponseDto.from(user, { defaultScheduleId: schedule?.id ?? null, organizationId: organizations[0]?.id ?? null });
  }
}
