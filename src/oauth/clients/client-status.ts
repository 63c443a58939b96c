import { ConflictError } from '../../common/errors/domain-errors';
import type { ClientStatus } from './client.entity';

/** The one status in which a client may be used (authorize page, token endpoint, API calls with its tokens). */
export const USABLE_CLIENT_STATUS: ClientStatus = 'approved';

export type ReviewAction = 'approve' | 'reject' | 'suspend' | 'reinstate';

/**
 * The review transitions an administrator may make:
 *   pending → approved | rejected,  approved → suspended,  suspended → approved.
 * An owner's edits move a client back to `pending` (see `statusAfterEdit`).
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
 * Where an owner's edit leaves the client. What the consent page shows (name, logo, website),
 * where codes are sent (redirect URIs) and what may be asked (wider scopes) were reviewed: changing
 * them needs a new review. A rejected client goes back to review on any edit. A suspended client
 * cannot change what was reviewed: reinstating it would otherwise approve unreviewed changes.
 */
export function statusAfterEdit(current: ClientStatus, needsReview: boolean): ClientStatus {
  if (current === 'rejected') return 'pending';
  if (!needsReview) return current;
  if (current === 'suspended') {
    throw new ConflictError(
      'This client is suspended: its name, logo, website, redirect URIs and scopes cannot be widened or changed until an administrator reinstates it.',
    );
  }
  return 'pending';
}
