import type { TeamAccess } from '../../groups/access/group-access';
import type { TeamResponseDto } from '../../groups/teams/dto/team.dto';
import { pathId } from '../../common/validation/route-params';
import type { Json, OurEnvelope, RouteMapping } from '../route-mapping';
import { without } from '../route-mapping';
import { hostedList, hostedOne } from './common';
import { successOf } from '../hosted-schemas';

/**
 * Teams, unversioned there. Its team names its organization `parentId` and carries branding we do
 * not keep (answered with its defaults); fields of that kind sent to us are accepted and dropped.
 */
export const TEAM_FIELDS_DROPPED = [
  'calVideoLogo', 'appLogo', 'appIconLogo', 'hideBranding', 'isPrivate', 'hideBookATeamMember', 'metadata', 'theme',
  'brandColor', 'darkBrandColor', 'bannerUrl', 'timeFormat', 'weekStart', 'autoAcceptCreator',
] as const;

export function teamOut(team: TeamResponseDto): Json {
  return {
    id: team.id,
    parentId: team.organizationId,
    name: team.name,
    slug: team.slug,
    logoUrl: team.logoUrl,
    calVideoLogo: null,
    appLogo: null,
    appIconLogo: null,
    bio: team.bio,
    hideBranding: false,
    isOrganization: false,
    isPrivate: false,
    hideBookATeamMember: false,
    metadata: {},
    theme: null,
    brandColor: null,
    darkBrandColor: null,
    bannerUrl: null,
    timeFormat: null,
    timeZone: team.timeZone,
    weekStart: 'Monday',
  };
}

const one = (body: OurEnvelope<TeamResponseDto>) => hostedOne(body, teamOut);
const teamIn = (body: Json) => without(body, TEAM_FIELDS_DROPPED);

export const TEAM_ROUTES: RouteMapping[] = [
  { route: 'GET /v2/teams', doc: { summary: 'The caller\'s teams', status: 200, response: successOf('HostedTeam', 'list') }, response: (body) => hostedList(body, teamOut) },
  { route: 'POST /v2/teams', doc: { summary: 'Create a team', status: 201, response: successOf('HostedTeam') }, body: teamIn, response: one },
  { route: 'GET /v2/teams/:teamId', doc: { summary: 'One team', status: 200, response: successOf('HostedTeam') }, response: one },
  { route: 'PATCH /v2/teams/:teamId', doc: { summary: 'Change a team', status: 200, response: successOf('HostedTeam') }, body: teamIn, response: one },
  {
    route: 'DELETE /v2/teams/:teamId', doc: { summary: 'Delete a team; answers what was deleted', status: 200, response: successOf('HostedTeam') },
    status: 200,
    // Read before the route's own access guard has run (the hosted mode's guard is last of the
    // global ones): the team by its id alone. Sent only if the route then deletes it, that is, to
    // an owner; a caller without a role gets the route's own 404, the same words as a team that is not.
    before: async (ctx) => {
      const teamId = pathId(String(ctx.req.params.teamId));
      return teamId === null ? undefined : ctx.controller.get({ teamId } as TeamAccess);
    },
    response: (_body, ctx) => one(ctx.before as OurEnvelope<TeamResponseDto>),
  },
];
