import { AuthFailure } from '../accounts/auth-failure.entity';
import { Session } from '../accounts/session.entity';
import { User } from '../accounts/user.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { ClientSecret } from '../oauth/clients/client-secret.entity';
import { OAuthClient } from '../oauth/clients/client.entity';

/** Every entity, listed once for the application and the TypeORM CLI alike. */
export const ENTITIES = [User, Session, AuthFailure, AuditEntry, OAuthClient, ClientSecret];
