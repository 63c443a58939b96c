import { AuthFailure } from '../accounts/auth-failure.entity';
import { Session } from '../accounts/session.entity';
import { User } from '../accounts/user.entity';

/** Every entity, listed once for the application and the TypeORM CLI alike. */
export const ENTITIES = [User, Session, AuthFailure];
