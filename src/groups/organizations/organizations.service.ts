import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UsersService } from '../../accounts/users.service';
import { type Actor, AuditService } from '../../audit/audit.service';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { violates } from '../../common/api/db-errors';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import { ACCEPTED_MEMBER } from '../memberships/membership-columns';
import { CreateOrganizationDto, SetOwnerDto } from './dto/organization.dto';
import { OrganizationMembership } from './organization-membership.entity';
import { Organization } from './organization.entity';
import { sql } from '../../database/sql';

/**
 * Organizations are created by administrators (first-party) and operators (CLI), each with a first
 * owner; they can also make someone else an owner. Everything else is done by the organization's
 * own admins and owners through the API. Each of these actions is audited.
 */
@Injectable()
export class OrganizationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  async create(actor: Actor, dto: CreateOrganizationDto): Promise<Organization> {
    const name = dto.name.trim();
    if (!name) throw new ValidationError('name must not be blank');
    try {
      return await this.dataSource.transaction(async (m) => {
        const ownerId = await this.accountId(m, dto.ownerEmail);
        const organization = await m.save(m.create(Organization, { name, slug: dto.slug }));
        await m.insert(OrganizationMembership, { organizationId: organization.id, userId: ownerId, role: 'OWNER', accepted: true });
        await this.audit.record(actor, { action: 'organization.created', subjectType: 'organization', subjectId: String(organization.id), details: { slug: dto.slug, ownerId } }, m);
        return organization;
      });
    } catch (error) {
      if (violates(error, 'organizations_slug_key')) throw new ConflictError(`The slug "${dto.slug}" is taken by another organization.`);
      throw error;
    }
  }

  /** Makes an existing account an owner (adding it, or promoting and accepting its membership). */
  async setOwner(actor: Actor, organizationId: number, dto: SetOwnerDto): Promise<Organization> {
    return this.dataSource.transaction(async (m) => {
      const organization = await this.lockedOrganization(m, organizationId);
      const userId = await this.accountId(m, dto.email);
      await sql(
        m,
        `INSERT INTO organization_memberships (organization_id, user_id, role, accepted) VALUES ($1, $2, 'OWNER', true)
         ON CONFLICT (organization_id, user_id) DO UPDATE SET role = 'OWNER', accepted = true, updated_at = now()`,
        [organizationId, userId],
      );
      await this.audit.record(actor, { action: 'organization.owner_set', subjectType: 'organization', subjectId: String(organizationId), details: { userId } }, m);
      return organization;
    });
  }

  async list(query: PageQueryDto = {}): Promise<Page<Organization & { owners: string[] }>> {
    const { take, skip } = pageWindow(query);
    const [items, total] = await this.dataSource.manager.findAndCount(Organization, { order: { id: 'ASC' }, take, skip });
    const owners = items.length
      ? ((await sql<{ organization_id: number; user_id: number }>(
        this.dataSource,
        `SELECT organization_id, user_id FROM organization_memberships WHERE organization_id = ANY($1) AND role = 'OWNER' AND ${ACCEPTED_MEMBER()}`,
          [items.map((o) => o.id)],
        )).rows)
      : [];
    // The accounts, in email order, asked of their owner (accounts/); each organization keeps its own.
    const accounts = await this.users.peopleOf([...new Set(owners.map((r) => r.user_id))]);
    const ownersOf = (organizationId: number) =>
      accounts.filter((a) => owners.some((r) => r.organization_id === organizationId && r.user_id === a.id)).map((a) => a.email);
    return { items: items.map((o) => Object.assign(o, { owners: ownersOf(o.id) })), total, take, skip };
  }

  async get(organizationId: number): Promise<Organization> {
    const organization = Number.isSafeInteger(organizationId) ? await this.dataSource.manager.findOneBy(Organization, { id: organizationId }) : null;
    if (!organization) throw new NotFoundError('Organization not found.');
    return organization;
  }

  findBySlug(slug: string): Promise<Organization | null> {
    return this.dataSource.manager.findOneBy(Organization, { slug });
  }

  private async accountId(m: EntityManager, email: string): Promise<number> {
    const account = await this.users.findByEmail(email, m);
    if (!account) throw new ValidationError(`No account has the email address ${email}.`);
    return account.id;
  }

  private async lockedOrganization(m: EntityManager, organizationId: number): Promise<Organization> {
    const organization = Number.isSafeInteger(organizationId)
      ? await m.findOne(Organization, { where: { id: organizationId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!organization) throw new NotFoundError('Organization not found.');
    return organization;
  }
}
