import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, Raw } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../../common/errors/domain-errors';
import { violates } from '../../../database/db-errors';
import { Page, PageQueryDto, pageWindow } from '../../../common/api/pagination';
import { EventTypeHost, HOST_PRIORITY } from '../../../scheduling/event-types/event-type-host.entity';
import { applyEventTypeFields, eventTypeDefaults } from '../../../scheduling/event-types/event-type-fields';
import { EventType } from '../../../scheduling/event-types/event-type.entity';
import { GroupsService } from '../../../membership/groups.service';
import { memberSql } from '../../../membership/member-sql';
import type { TeamAccess } from '../../access/group-access';
import { CreateTeamEventTypeDto, EventTypeHostResponseDto, HostDto, UpdateTeamEventTypeDto } from './team-event-type.dto';
import { sql } from '../../../database/sql';

export interface TeamEventType {
  eventType: EventType;
  hosts: EventTypeHostResponseDto[];
}

/**
 * A team's event types and their hosts. Hosts are accepted members of the team; each host row
 * refers to the host's membership, so leaving the team removes them as host.
 */
@Injectable()
export class TeamEventTypesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly groups: GroupsService,
  ) {}

  async list(access: TeamAccess, query?: PageQueryDto): Promise<Page<TeamEventType>> {
    return this.listWhere({ teamId: access.teamId }, query);
  }

  /** The event types of every team of an organization, oldest first. */
  async listInOrganization(organizationId: number, query?: PageQueryDto): Promise<Page<TeamEventType>> {
    return this.listWhere({ teamId: teamOf(organizationId) }, query);
  }

  /** The team of one of the event types of an organization's teams; 404 when it is none of them. */
  async teamInOrganization(organizationId: number, id: number): Promise<number> {
    const eventType = Number.isSafeInteger(id) ? await this.dataSource.manager.findOneBy(EventType, { id, teamId: teamOf(organizationId) }) : null;
    if (eventType?.teamId == null) throw new NotFoundError(`Event type ${id} not found.`);
    return eventType.teamId;
  }

  private async listWhere(where: FindOptionsWhere<EventType>, query?: PageQueryDto): Promise<Page<TeamEventType>> {
    const { take, skip } = pageWindow(query);
    const [eventTypes, total] = await this.dataSource.manager.findAndCount(EventType, { where, order: { id: 'ASC' }, take, skip });
    return { items: await this.withHosts(this.dataSource.manager, eventTypes), total, take, skip };
  }

  async get(access: TeamAccess, id: number): Promise<TeamEventType> {
    const m = this.dataSource.manager;
    return (await this.withHosts(m, [await inTeam(m, access.teamId, id)]))[0];
  }

  async create(access: TeamAccess, dto: CreateTeamEventTypeDto): Promise<TeamEventType> {
    return this.saving(async (m) => {
      const eventType = m.create(EventType, { ...eventTypeDefaults(), teamId: access.teamId, userId: null, schedulingType: dto.schedulingType });
      applyEventTypeFields(eventType, dto);
      await m.save(eventType);
      await this.setHosts(m, access.teamId, eventType.id, dto.hosts);
      return (await this.withHosts(m, [eventType]))[0];
    });
  }

  async update(access: TeamAccess, id: number, dto: UpdateTeamEventTypeDto): Promise<TeamEventType> {
    return this.saving(async (m) => {
      const eventType = await inTeam(m, access.teamId, id, true);
      applyEventTypeFields(eventType, dto);
      if (dto.schedulingType != null) eventType.schedulingType = dto.schedulingType;
      await m.save(eventType);
      if (dto.hosts != null) await this.setHosts(m, access.teamId, eventType.id, dto.hosts);
      return (await this.withHosts(m, [eventType]))[0];
    });
  }

  /** Deletes an event type; its bookings stay, with their hosts and team. */
  async delete(access: TeamAccess, id: number): Promise<void> {
    const eventType = await inTeam(this.dataSource.manager, access.teamId, id);
    await this.dataSource.manager.delete(EventType, { id: eventType.id });
  }

  /** Replaces the hosts. Each must be an accepted member of the team, named once. */
  private async setHosts(m: EntityManager, teamId: number, eventTypeId: number, hosts: HostDto[]): Promise<void> {
    const ids = hosts.map((h) => h.userId);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length) throw new ValidationError(`hosts names user ${twice[0]} more than once.`);
    const members = await this.groups.acceptedMemberships(m, teamId, ids);
    const missing = ids.filter((id) => !members.some((x) => x.userId === id));
    if (missing.length) throw new ValidationError(`Hosts must be accepted members of the team; these are not: ${missing.join(', ')}.`);
    await m.delete(EventTypeHost, { eventTypeId });
    if (hosts.length === 0) return;
    await m.insert(
      EventTypeHost,
      hosts.map((h) => ({ eventTypeId, membershipId: members.find((x) => x.userId === h.userId)!.id, priority: h.priority ?? HOST_PRIORITY.default })),
    );
  }

  private async withHosts(m: EntityManager, eventTypes: EventType[]): Promise<TeamEventType[]> {
    const ids = eventTypes.map((e) => e.id);
    const rows = ids.length
      ? ((await sql<{ event_type_id: number; user_id: number; name: string; priority: number }>(
        m,
        `SELECT h.event_type_id, tm.user_id, u.name, h.priority FROM event_type_hosts h
             ${memberSql.joinMembership('tm', 'h.membership_id')} JOIN users u ON u.id = tm.user_id
            WHERE h.event_type_id = ANY($1) ORDER BY tm.user_id`,
          [ids],
        )).rows)
      : [];
    return eventTypes.map((eventType) => ({
      eventType,
      hosts: rows.filter((r) => r.event_type_id === eventType.id).map((r) => ({ userId: r.user_id, name: r.name, priority: r.priority })),
    }));
  }

  private async saving<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (violates(error, 'event_types_team_id_slug_key')) throw new ConflictError('The team already has an event type with this slug.');
      if (violates(error, 'event_type_hosts_membership_id_fkey')) throw new ConflictError('A host left the team meanwhile. Try again.');
      throw error;
    }
  }
}

/** A `teamId` condition: one of the organization's teams. */
function teamOf(organizationId: number) {
  return Raw((column) => `${column} IN (${memberSql.teamIdsOf(':organizationId')})`, { organizationId });
}

async function inTeam(m: EntityManager, teamId: number, id: number, lock = false): Promise<EventType> {
  const eventType = Number.isSafeInteger(id)
    ? await m.findOne(EventType, { where: { id, teamId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
    : null;
  if (!eventType) throw new NotFoundError(`Event type ${id} not found.`);
  return eventType;
}
