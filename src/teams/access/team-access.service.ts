import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MemberRole } from '../../common/memberships/member-role';

export interface TeamStanding {
  teamId: number;
  /** The person's membership role, null without one. */
  role: MemberRole | null;
  /** Whether that membership has been accepted. */
  accepted: boolean;
}

/** Where a person stands in a team: one indexed query on the membership rows. */
@Injectable()
export class TeamAccessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when there is no such team. */
  async standing(userId: number, teamId: number): Promise<TeamStanding | null> {
    const rows = (await this.dataSource.query(
      `SELECT t.id, tm.role, tm.accepted FROM teams t
         LEFT JOIN team_memberships tm ON tm.team_id = t.id AND tm.user_id = $2
        WHERE t.id = $1`,
      [teamId, userId],
    )) as { id: number; role: MemberRole | null; accepted: boolean | null }[];
    if (!rows[0]) return null;
    return { teamId, role: rows[0].role, accepted: rows[0].accepted === true };
  }
}
