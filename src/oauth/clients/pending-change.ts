import type { Scope } from '../../scopes/scope-catalogue';

/**
 * What an administrator reviewed on an approved client and an owner may only change through a new
 * review: the name and logo (people see them on the consent page), new redirect URIs (where codes
 * are sent) and new scopes (what may be asked). Everything else an owner edits cannot widen what the
 * client may do, so it applies at once: the website, removing redirect URIs, removing scopes.
 */
export const REVIEWED_FIELDS = ['name', 'logoUri', 'redirectUris', 'scopes'] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

/** The proposed values of the fields that need review, each in full (the whole list, not a delta). */
export interface HeldValues {
  name?: string;
  logoUri?: string | null;
  redirectUris?: string[];
  scopes?: Scope[];
}

/** An edit held for review beside the live (approved) client. At most one per client. */
export interface PendingChange extends HeldValues {
  /** The client's revision when it was submitted: an administrator's decision names it. */
  revision: number;
  submittedAt: string;
}

/** The last pending change an administrator rejected, kept so its owner can read why. */
export interface ChangeRejection {
  reason: string;
  rejectedAt: string;
  fields: ReviewedField[];
}

/** The editable values of a client. */
export interface ClientValues {
  name: string;
  logoUri: string | null;
  websiteUri: string | null;
  redirectUris: string[];
  scopes: Scope[];
}

export interface SplitEdit {
  /** The live values after the part of the edit that applies at once. */
  live: ClientValues;
  /** The part held for review; empty when nothing needs it. */
  held: HeldValues;
}

/** The fields a held change touches, in a stable order. */
export const heldFields = (held: HeldValues): ReviewedField[] => REVIEWED_FIELDS.filter((f) => held[f] !== undefined);

/**
 * Splits an owner's edit of an approved client into what applies at once and what is held.
 *
 * A mixed edit applies its safe part now and holds the rest. For lists, the safe part is what the
 * two versions share: removing a scope or a redirect URI takes effect at once even when the same
 * edit adds another, which waits for review (and on approval the list becomes exactly the one the
 * owner proposed). When they share nothing, the live list stays as it is (a client keeps at least
 * one of each). A legacy client's scopes are unrestricted, so any selection only narrows them.
 */
export function splitEdit(current: ClientValues, proposed: ClientValues, options: { legacy: boolean }): SplitEdit {
  const live: ClientValues = { ...current, websiteUri: proposed.websiteUri };
  const held: HeldValues = {};
  if (proposed.name !== current.name) held.name = proposed.name;
  if (proposed.logoUri !== current.logoUri) held.logoUri = proposed.logoUri;

  const uris = splitList(current.redirectUris, proposed.redirectUris);
  live.redirectUris = uris.live;
  if (uris.held) held.redirectUris = uris.held;

  if (options.legacy) {
    live.scopes = proposed.scopes;
  } else {
    const scopes = splitList(current.scopes, proposed.scopes);
    live.scopes = scopes.live;
    if (scopes.held) held.scopes = scopes.held;
  }
  return { live, held };
}

function splitList<T>(current: T[], proposed: T[]): { live: T[]; held?: T[] } {
  const kept = current.filter((v) => proposed.includes(v));
  const widens = proposed.some((v) => !current.includes(v));
  const live = kept.length > 0 ? kept : current;
  return { live, held: widens ? proposed : undefined };
}

/** The proposed values of a pending change, without its bookkeeping. */
export function heldOf(change: PendingChange): HeldValues {
  const held: HeldValues = {};
  for (const field of heldFields(change)) Object.assign(held, { [field]: change[field] });
  return held;
}

/** Whether two held changes propose the same values (a resubmission that changes nothing keeps its place). */
export function sameHeld(a: HeldValues, b: HeldValues): boolean {
  return REVIEWED_FIELDS.every((f) => sameValue(a[f], b[f]));
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v) => b.includes(v));
  return a === b;
}
