import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AddMemberDto, Membership, UpdateMemberDto } from '../common/memberships/membership.dto';
import { Memberships } from '../common/memberships/memberships';
import { Page, PageQueryDto } from '../scheduling/common/pagination';
import type { OrgAccess } from './access/org-access';
import { OrganizationMembership } from './organization-membership.entity';

/**
 * An organization's memberships, under the rules every group shares (see `membershipRules`).
 * Leaving the organization (or being removed) also leaves its teams: only its members belong in them.
 */
@Injectable()
export class OrgMembershipsService {
  private readonly memberships: Memberships;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.memberships = new Memberships(dataSource, {
      unit: 'organization',
      groups: 'organizations',
      table: 'organization_memberships',
      groupColumn: 'organization_id',
    });
  }

  list(access: OrgAccess, query?: PageQueryDto): Promise<Page<Membership>> {
    return this.memberships.list(access.organizationId, query);
  }

  get(access: OrgAccess, id: number): Promise<Membership> {
    return this.memberships.get(access.organizationId, id);
  }

  add(access: OrgAccess, input: AddMemberDto): Promise<Membership> {
    return this.memberships.add(access, access.organizationId, input);
  }

  update(access: OrgAccess, id: number, input: UpdateMemberDto): Promise<Membership> {
    return this.memberships.update(access, access.organizationId, id, input);
  }

  remove(access: OrgAccess, id: number): Promise<void> {
    return this.memberships.remove(access, access.organizationId, id, async (m, removed) => {
      await m.query(`DELETE FROM team_memberships WHERE user_id = $1 AND team_id IN (SELECT id FROM teams WHERE organization_id = $2)`, [
        removed.userId,
        access.organizationId,
      ]);
    });
  }

  /** Operators only (the CLI's `--accepted`): the membership counts at once. */
  async accept(organizationId: number, id: number): Promise<Membership> {
    await this.dataSource.manager.update(OrganizationMembership, { id, organizationId }, { accepted: true });
    return this.memberships.get(organizationId, id);
  }
}
