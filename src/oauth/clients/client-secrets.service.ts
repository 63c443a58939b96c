import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';
import { Actor, AuditService } from '../../audit/audit.service';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { ClientSecret } from './client-secret.entity';
import { ClientsService } from './clients.service';
import { newClientSecret } from './secret-format';

export const MAX_ACTIVE_SECRETS = 2;

export interface NewSecret {
  id: number;
  secret: string;
  hint: string;
  createdAt: Date;
}

/**
 * Secret rotation without downtime: add a second secret, switch the app to it, revoke the first.
 * Each change locks the client row, so two simultaneous requests cannot end with three active
 * secrets, or with none.
 */
@Injectable()
export class ClientSecretsService {
  constructor(
    @InjectRepository(ClientSecret) private readonly secrets: Repository<ClientSecret>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
  ) {}

  async listActive(ownerId: number, clientId: string): Promise<ClientSecret[]> {
    await this.clients.getOwned(ownerId, clientId);
    return this.secrets.find({ where: { clientId, revokedAt: IsNull() }, order: { id: 'ASC' } });
  }

  create(actor: Actor & { userId: number }, clientId: string): Promise<NewSecret> {
    return this.dataSource.transaction(async (manager) => {
      const client = await this.clients.getOwned(actor.userId, clientId, manager);
      if (client.type === 'public') {
        throw new ConflictError('Public clients have no secret: they prove themselves with PKCE.');
      }
      const active = await manager.countBy(ClientSecret, { clientId, revokedAt: IsNull() });
      if (active >= MAX_ACTIVE_SECRETS) {
        throw new ConflictError(`This client already has ${MAX_ACTIVE_SECRETS} active secrets. Revoke one before creating another.`);
      }
      const { secret, hash, hint } = newClientSecret();
      const row = await manager.save(ClientSecret, manager.create(ClientSecret, { clientId, secretHash: hash, hint }));
      await this.audit.record(actor, { action: 'client_secret.created', subjectType: 'oauth_client', subjectId: clientId, details: { secretId: row.id, hint } }, manager);
      return { id: row.id, secret, hint, createdAt: row.createdAt };
    });
  }

  /** Revokes a secret at once. The last active one cannot go: the client would be locked out. */
  async revoke(actor: Actor & { userId: number }, clientId: string, secretId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.clients.getOwned(actor.userId, clientId, manager);
      const secret = await manager.findOneBy(ClientSecret, { id: secretId, clientId, revokedAt: IsNull() });
      if (!secret) throw new NotFoundError('No such active secret.');
      const active = await manager.countBy(ClientSecret, { clientId, revokedAt: IsNull() });
      if (active <= 1) {
        throw new ConflictError("This is the client's last active secret. Create a new one first, then revoke this one.");
      }
      await manager.update(ClientSecret, { id: secretId }, { revokedAt: () => 'now()' });
      await this.audit.record(actor, { action: 'client_secret.revoked', subjectType: 'oauth_client', subjectId: clientId, details: { secretId, hint: secret.hint } }, manager);
    });
  }
}
