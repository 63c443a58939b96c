import { CurrentTeam, TeamAccess } from '../../access/group-access';
import { TeamRoute, teamPaths } from '../../access/group-route.decorator';
import { groupEventTypesController } from '../../routes/group-event-types.controller';
import { TeamEventTypesService } from './team-event-types.service';

/**
 * A team's event types: booked through the same public slots and bookings routes as anyone's. The
 * routes it shares with organizations, and creating one (see `groupEventTypesController`).
 */
export const TeamEventTypesController = groupEventTypesController<TeamAccess>(
  { unit: 'team', name: 'TeamEventTypesController', tag: 'Team event types', paths: teamPaths('event-types'), access: CurrentTeam },
  {
    read: TeamRoute('TEAM_EVENT_TYPE_READ', 'MEMBER'),
    write: TeamRoute('TEAM_EVENT_TYPE_WRITE', 'ADMIN'),
    service: TeamEventTypesService,
  },
);
