import { ConflictError } from '../../common/errors/domain-errors';
import type { ClientStatus } from './client.entity';

/** The one status in which a client may be used (authorize page, token endpoint, API calls with its tokens). */
export const USABLE_CLIENT_STATUS: ClientStatus = 'approved';

export type ReviewAction = 'approve' | 'reject' | 'suspend' | 'reinstate';

/**
 * The review transitions an administrator may make:
 *   pending → approved | rejected,  approved → suspended,  suspended → approved.
 * An owner's edit moves a rejected client back to `pending` (see `statusAfterEdit`); an approved
 * client's edits that need review wait as its pending change, decided separately.
 */
const TRANSITIONS: Record<ReviewAction, { from: ClientStatus; to: ClientStatus; done: string }> = {
  approve: { from: 'pending', to: 'approved', done: 'approved' },
  reject: { from: 'pending', to: 'rejected', done: 'rejected' },
  suspend: { from: 'approved', to: 'suspended', done: 'suspended' },
  reinstate: { from: 'suspended', to: 'approved', done: 'reinstated' },
};

/** The status a review action leads to; a 409 naming the current state when it does not apply. */
export function reviewTarget(action: ReviewAction, current: ClientStatus): ClientStatus {
  const { from, to, done } = TRANSITIONS[action];
  if (current !== from) {
    throw new ConflictError(`This client is ${current}; only ${from} clients can be ${done}.`);
  }
  return to;
}

/**
 * Where an owner's edit leaves the client's status. A pending client's edits apply at once (it is
 * still in review); a rejected client goes back to review on any edit. An approved client stays
 * approved: what needs review waits beside it as its pending change (`pending-change.ts`).
 */
export function statusAfterEdit(current: ClientStatus): ClientStatus {
  return current === 'rejected' ? 'pending' : current;
}

/**
 * A suspended client cannot propose changes to what was reviewed: reinstating it must bring back
 * exactly the version that was approved, and nothing should wait on a client that may be removed.
 */
export function refuseHeldChangeWhileSuspended(): never {
  throw new ConflictError(
    'This client is suspended: its name, logo, redirect URIs and scopes cannot be widened or changed until an administrator reinstates it.',
  );
}
