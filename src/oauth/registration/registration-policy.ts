import { ALL_SCOPES, SCOPE_CATALOGUE, type Scope } from '../../scopes/scope-catalogue';

/**
 * How clients may register without a person filling in the developer form: by
 * dynamic registration (RFC 7591), by a Client ID Metadata Document, or neither.
 */
export interface RegistrationPolicy {
  dynamicRegistration: boolean;
  metadataDocuments: boolean;
  /** What a self-registered client may be enabled for. */
  scopes: Scope[];
  /** Hosts whose metadata documents count as reviewed; `*` approves every self-registered client. */
  autoApproveHosts: string[];
}

/** The twelve personal scopes: what a self-registered client may be enabled for unless an administrator says otherwise. */
export const PERSONAL_SCOPES: Scope[] = ALL_SCOPES.filter((s) => SCOPE_CATALOGUE[s].group === 'personal');

/**
 * Both ways on, no host approved: an agent can register itself on a fresh server (MCP clients
 * expect one of the two and stop without), and every client it registers waits in the review
 * queue until a person approves it, as the published interface requires of every client.
 */
export const DEFAULT_REGISTRATION_POLICY: RegistrationPolicy = {
  dynamicRegistration: true,
  metadataDocuments: true,
  scopes: PERSONAL_SCOPES,
  autoApproveHosts: [],
};
