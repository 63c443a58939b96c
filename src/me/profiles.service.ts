import { Injectable } from '@nestjs/common';
import { UsersService } from '../accounts/users.service';
import { NotFoundError } from '../common/errors/domain-errors';
import { memberSql } from '../membership/member-sql';
import { scheduleSql } from '../scheduling/schedules/schedule-sql';
import { MeResponseDto, type UpdateMeDto } from './dto/me.dto';

/**
 * A person's profile as apps read it (`GET /v2/me`, the MCP `get_profile` tool): their row, with
 * their default schedule and organization read in the same statement, from subqueries the owners
 * of those tables write. One round trip on a route apps call more than any other.
 */
@Injectable()
export class ProfilesService {
  private readonly read;

  constructor(private readonly users: UsersService) {
    this.read = users.rowWith('me_profile', { defaultScheduleId: scheduleSql.defaultScheduleIdOf, organizationId: memberSql.organizationIdOf });
  }

  async get(userId: number): Promise<MeResponseDto> {
    const found = await this.read(userId);
    if (!found) throw new NotFoundError('The user of this token no longer exists.');
    return MeResponseDto.from(found.user, { defaultScheduleId: idOrNull(found.extra.defaultScheduleId), organizationId: idOrNull(found.extra.organizationId) });
  }

  async update(userId: number, change: UpdateMeDto): Promise<MeResponseDto> {
    await this.users.updateProfile(userId, change);
    return this.get(userId);
  }
}

const idOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
