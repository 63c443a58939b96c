import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UsersService } from '../../accounts/users.service';
import type { MemberRole } from '../../common/access/member-role';
import type { Unit } from './membership-rules';
import { ORGANIZATION_MEMBERSHIPS, TEAM_MEMBERSHIPS } from './membership-tables';
import { Memberships } from './memberships';
import { sql } from '../../database/sql';

/** One of a person's teams or organizations, with their membership. */
export interface OwnGroup {
  id: number;
  name: string;
  slug: string;
  role: MemberRole;
  accepted: boolean;
}

/**
 * A person's own memberships, as the settings page shows them: every team and organization they
 * belong to or are invited to, and accepting, declining or leaving (under the groups' rules).
 */
@Injectable()
export class OwnMembershipsService {
  private readonly groups: Record<Unit, Memberships>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    users: UsersService,
  ) {
    this.groups = { team: new Memberships(dataSource, TEAM_MEMBERSHIPS, users), organization: new Memberships(dataSource, ORGANIZATION_MEMBERSHIPS, users) };
  }

  async list(userId: number): Promise<Record<Unit, OwnGroup[]>> {
    const of = async (table: string, groups: string, column: string) =>
      (
        await sql<OwnGroup>(
          this.dataSource,
          `SELECT g.id, g.name, g.slug, m.role, m.accepted FROM ${table} m JOIN ${groups} g ON g.id = m.${column}
            WHERE m.user_id = $1 ORDER BY g.name, g.id`,
          [userId],
        )
      ).rows;
    return {
      team: await of('team_memberships', 'teams', 'team_id'),
      organization: await of('organization_memberships', 'organizations', 'organization_id'),
    };
  }

  actOnOwn(unit: Unit, userId: number, groupId: number, action: 'accept' | 'leave'): Promise<void> {
    return this.groups[unit].actOnOwn(userId, groupId, action);
  }
}
