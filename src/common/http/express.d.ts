import type { AccessRule } from '../access/access.decorators';
import type { Session } from '../../accounts/session.entity';
import type { User } from '../../accounts/user.entity';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The access rule of the matched route, set by the first guard. */
      accessRule?: AccessRule;
      /** The signed-in person on first-party routes. */
      currentUser?: User;
      currentSession?: Session;
      /** Set once the session cookie has been looked up (even when there was none). */
      sessionResolved?: boolean;
    }
  }
}
export {};
