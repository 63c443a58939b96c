import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ActorKind, AuditEntry } from './audit-entry.entity';

/** Who is acting: a signed-in person (owner or admin), an operator at the CLI, or the server itself. */
export interface Actor {
  kind: ActorKind;
  userId?: number;
}

export const CLI_ACTOR: Actor = { kind: 'cli' };
export const SYSTEM_ACTOR: Actor = { kind: 'system' };

export interface AuditRecord {
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, unknown>;
}

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** Records an entry, inside the caller's transaction when given one, so it stands or falls with the change. */
  async record(actor: Actor, record: AuditRecord, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(AuditEntry) : this.entries;
    const entry = repo.create({
      actorKind: actor.kind,
      actorUserId: actor.userId ?? null,
      action: record.action,
      subjectType: record.subjectType,
      subjectId: record.subjectId,
      details: record.details ?? {},
    });
    await repo.save(entry, { reload: false });
  }

  /** The history of one subject, newest first. */
  history(subjectType: string, subjectId: string): Promise<AuditEntry[]> {
    return this.entries.find({ where: { subjectType, subjectId }, order: { id: 'DESC' } });
  }
}
