import type { AuthPrincipal } from '../scopes/auth-principal';

/**
 * Who asks. `userId`: the signed-in person or the user an access token acts for. `clientId`: the
 * OAuth client whose access token carried the request, recorded on the bookings it creates or
 * changes. Public operations (booking, cancelling, rescheduling, slots) accept an empty actor.
 */
export interface Actor {
  userId?: number;
  clientId?: string;
}

/** Operations on one's own event types, schedules and bookings need to know whose they are. */
export interface UserActor extends Actor {
  userId: number;
}

/** The person an access token acts for, and the app that holds it. */
export function actorOf(auth: AuthPrincipal): UserActor {
  return { userId: auth.userId, clientId: auth.clientId };
}

/** On public routes the token is optional; when one was sent, its app is recorded. */
export function publicActorOf(auth: AuthPrincipal | undefined): Actor {
  return { userId: auth?.userId, clientId: auth?.clientId };
}
