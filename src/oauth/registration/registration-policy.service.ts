import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
import { ValidationError } from '../../common/errors/domain-errors';
import { checkScopes } from '../clients/client-rules';
import { DEFAULT_REGISTRATION_POLICY, type RegistrationPolicy } from './registration-policy';
import { RegistrationPolicyRow } from './registration-policy.entity';

/** A hostname as DNS writes it (lowercase labels), or `*`. */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The registration policy in force, and administrators' changes to it (audited). */
@Injectable()
export class RegistrationPolicyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Read on each use (registration, metadata, authorization): an administrator's change applies at once on every instance. */
  async current(): Promise<RegistrationPolicy> {
    const row = await this.dataSource.getRepository(RegistrationPolicyRow).findOneBy({ id: 1 });
    return row ? toPolicy(row) : DEFAULT_REGISTRATION_POLICY;
  }

  /** Whether a metadata document's host (or, with `*`, any self-registered client) counts as reviewed. */
  approves(policy: RegistrationPolicy, host: string | null): boolean {
    return policy.autoApproveHosts.includes('*') || (host !== null && policy.autoApproveHosts.includes(host.toLowerCase()));
  }

  async update(actor: Actor, input: RegistrationPolicy): Promise<RegistrationPolicy> {
    const policy: RegistrationPolicy = {
      dynamicRegistration: input.dynamicRegistration,
      metadataDocuments: input.metadataDocuments,
      scopes: checkScopes(input.scopes),
      autoApproveHosts: checkHosts(input.autoApproveHosts),
    };
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(RegistrationPolicyRow);
      const before = await repo.findOne({ where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      await repo.upsert({ id: 1, ...policy, updatedById: actor.userId ?? null }, ['id']);
      await this.audit.record(
        actor,
        { action: 'registration_policy.updated', subjectType: 'registration_policy', subjectId: '1', details: { before: before ? toPolicy(before) : DEFAULT_REGISTRATION_POLICY, after: policy } },
        manager,
      );
      return policy;
    });
  }
}

function toPolicy(row: RegistrationPolicyRow): RegistrationPolicy {
  return { dynamicRegistration: row.dynamicRegistration, metadataDocuments: row.metadataDocuments, scopes: row.scopes, autoApproveHosts: row.autoApproveHosts };
}

/** Hostnames, lowercased, each once; `*` alone stands for every host. */
function checkHosts(hosts: readonly string[]): string[] {
  const cleaned = [...new Set(hosts.map((h) => h.trim().toLowerCase()).filter((h) => h !== ''))];
  if (cleaned.length > 100) throw new ValidationError(`At most 100 hosts; ${cleaned.length} were given.`);
  const bad = cleaned.filter((h) => h !== '*' && !HOSTNAME.test(h));
  if (bad.length > 0) throw new ValidationError(`Not a hostname: ${bad.join(', ')}. Give host names only (no scheme, port or path), or * for every host.`);
  return cleaned;
}
