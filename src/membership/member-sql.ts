import { ACCEPTED_MEMBER } from './membership.entity';

/**
 * The membership tables as other folders' statements need them (scheduling's reads of who hosts
 * and who sees a team's bookings): written here, beside the tables, and composed there. The
 * arguments are SQL expressions of the caller's (a parameter or a column), never input.
 */
export const memberSql = {
  /** The user ids of a group's accepted members. */
  acceptedUserIds: (groupId: string): string => `SELECT user_id FROM memberships WHERE group_id = ${groupId} AND ${ACCEPTED_MEMBER()}`,

  /** Whether the person is an accepted member of the group. */
  isAcceptedMember: (groupId: string, userId: string): string =>
    `EXISTS (SELECT 1 FROM memberships mm WHERE mm.group_id = ${groupId} AND mm.user_id = ${userId} AND ${ACCEPTED_MEMBER('mm')})`,

  /** The ids of an organization's teams. */
  teamIdsOf: (organizationId: string): string => `SELECT id FROM groups WHERE kind = 'team' AND parent_id = ${organizationId}`,

  /** The organization the person is an accepted member of (the first by id; null when none). */
  organizationIdOf: (userId: string): string =>
    `SELECT g.id FROM memberships om JOIN groups g ON g.id = om.group_id WHERE om.user_id = ${userId} AND g.kind = 'organization' AND ${ACCEPTED_MEMBER('om')} ORDER BY g.id LIMIT 1`,

  /** Joins the group `alias` whose id is `groupId` (LEFT: the row may have none). */
  leftJoinGroup: (alias: string, groupId: string): string => `LEFT JOIN groups ${alias} ON ${alias}.id = ${groupId}`,

  /** Joins the membership `alias` whose id is `membershipId`. */
  joinMembership: (alias: string, membershipId: string): string => `JOIN memberships ${alias} ON ${alias}.id = ${membershipId}`,
};
