import type { MemberRole } from '../../common/access/member-role';

/** An organization where the person holds a role, by name: the consent page names them. */
export interface OrganizationRole {
  name: string;
  role: MemberRole;
}

/**
 * What the consent page needs from the organizations' owner (`groups/organizations`), declared
 * here so that the OAuth server does not import a feature above it: the app module hands
 * `OAuthModule` the module that provides this port.
 */
export interface OrganizationRolesLookup {
  /** The organizations where the person holds an accepted membership, by name. */
  rolesOf(userId: number): Promise<OrganizationRole[]>;
}
export const ORGANIZATION_ROLES = Symbol('OrganizationRolesLookup');
