import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UsersService } from '../../accounts/users.service';
import { type Actor, AuditService } from '../../audit/audit.service';
import { NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { mapPage, Page, PageQueryDto } from '../../common/api/pagination';
import { GroupsService } from '../../membership/groups.service';
import { CreateOrganizationDto, SetOwnerDto } from './dto/organization.dto';
import { type Organization, organizationOf } from './organization';

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
    private readonly groups: GroupsService,
  ) {}

  async create(actor: Actor, dto: CreateOrganizationDto): Promise<Organization> {
    const name = dto.name.trim();
    if (!name) throw new ValidationError('name must not be blank');
    return this.dataSource.transaction(async (m) => {
      const ownerId = await this.accountId(m, dto.ownerEmail);
      const organization = organizationOf(await this.groups.create(m, 'organization', ownerId, { name, slug: dto.slug }));
      await this.audit.record(actor, { action: 'organization.created', subjectType: 'organization', subjectId: String(organization.id), details: { slug: dto.slug, ownerId } }, m);
      return organization;
    });
  }

  /** Makes an existing account an owner (adding it, or promoting and accepting its membership). */
  async setOwner(actor: Actor, organizationId: number, dto: SetOwnerDto): Promise<Organization> {
    return this.dataSource.transaction(async (m) => {
      const organization = await this.groups.lock(m, 'organization', organizationId);
      if (!organization) throw new NotFoundError('Organization not found.');
      const userId = await this.accountId(m, dto.email);
      await this.groups.makeOwner(m, organizationId, userId);
      await this.audit.record(actor, { action: 'organization.owner_set', subjectType: 'organization', subjectId: String(organizationId), details: { userId } }, m);
      return organizationOf(organization);
    });
  }

  async list(query: PageQueryDto = {}): Promise<Page<Organization & { owners: string[] }>> {
    const page = await this.groups.list('organization', query);
    const owners = await this.groups.ownersOf(page.items.map((o) => o.id));
    // The accounts, in email order, asked of their owner (accounts/); each organization keeps its own.
    const accounts = await this.users.peopleOf([...new Set(owners.map((r) => r.userId))]);
    const ownersOf = (organizationId: number) =>
      accounts.filter((a) => owners.some((r) => r.groupId === organizationId && r.userId === a.id)).map((a) => a.email);
    return mapPage(page, (o) => ({ ...organizationOf(o), owners: ownersOf(o.id) }));
  }

  async get(organizationId: number): Promise<Organization> {
    const organization = await this.groups.find('organization', organizationId);
    if (!organization) throw new NotFoundError('Organization not found.');
    return organizationOf(organization);
  }

  async findBySlug(slug: string): Promise<Organization | null> {
    const group = await this.groups.findBySlug('organization', slug);
    return group && organizationOf(group);
  }

  private async accountId(m: EntityManager, email: string): Promise<number> {
    const account = await this.users.findByEmail(email, m);
    if (!account) throw new ValidationError(`No account has the email address ${email}.`);
    return account.id;
  }
}
