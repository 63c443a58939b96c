/**
 * A team as scheduling sees it: an id and a name. Teams belong to `groups/`, which sits above
 * scheduling; scheduling's entities name the team's table by its entity name in their relations
 * (so the foreign keys stay in the mapping) and never import the team entity itself.
 */
export interface TeamRef {
  id: number;
  name: string;
}

/** The entity names of the groups' tables that scheduling's foreign keys point at. */
export const TEAM_ENTITY = 'Team';
export const TEAM_MEMBERSHIP_ENTITY = 'TeamMembership';
