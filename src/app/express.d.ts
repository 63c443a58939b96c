/**
 * What the guards attach to a request, for the whole app. It sits at the top of the tree because it
 * names types of several layers (accounts, scopes, groups); the kit below them never imports it.
 */
import type { AccessRule } from '../common/access/access.decorators';
import type { Session } from '../accounts/session.entity';
import type { User as Account } from '../accounts/user.entity';
import type { AuthPrincipal } from '../scopes/auth-principal';
import type { OrgAccess, TeamAccess } from '../groups/access/group-access';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The access rule of the matched route, set by the first guard. */
      accessRule?: AccessRule;
      /** The signed-in person on first-party routes. */
      currentUser?: Account;
      currentSession?: Session;
      /** Set once the session cookie has been looked up (even when there was none). */
      sessionResolved?: boolean;
      /** The OAuth principal on `@RequireScopes` routes, and on `@PublicEndpoint` routes when a token was sent. */
      auth?: AuthPrincipal;
      /** On team routes: the team and the caller's role in it, set by `GroupAccessGuard`. */
      teamAccess?: TeamAccess;
      /** On organization routes: the organization and the caller's role in it, set by `GroupAccessGuard`. */
      orgAccess?: OrgAccess;
    }
  }
}
export {};
