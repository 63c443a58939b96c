import { groupBookingsController } from '../../routes/group-bookings.controller';
import { CurrentTeam, TeamAccess } from '../../access/group-access';
import { TeamRoute, teamPaths } from '../../access/group-route.decorator';

/** The bookings of a team's event types (the routes every group shares, see `groupBookingsController`). */
export const TeamBookingsController = groupBookingsController<TeamAccess>(
  { unit: 'team', name: 'TeamBookingsController', tag: 'Team bookings', paths: teamPaths('bookings'), access: CurrentTeam },
  {
    read: TeamRoute('TEAM_BOOKING_READ', 'MEMBER'),
    write: TeamRoute('TEAM_BOOKING_WRITE', 'ADMIN'),
    scopeOf: (team) => ({ kind: 'team', teamId: team.teamId }),
  },
);
