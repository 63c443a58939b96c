import { groupEventTypesController } from '../routes/group-event-types.controller';
import { CurrentOrg, OrgAccess } from '../access/group-access';
import { OrganizationRoute, orgPath } from '../access/group-route.decorator';
import { OrgEventTypesService } from './org-event-types.service';

/** The event types of every team of the organization (the routes it shares with teams, see `groupEventTypesController`). */
export const OrgEventTypesController = groupEventTypesController<OrgAccess>(
  { unit: 'organization', name: 'OrgEventTypesController', tag: 'Organization event types', paths: orgPath('event-types'), access: CurrentOrg },
  {
    read: OrganizationRoute('ORG_EVENT_TYPE_READ', 'MEMBER'),
    write: OrganizationRoute('ORG_EVENT_TYPE_WRITE', 'ADMIN'),
    service: OrgEventTypesService,
  },
);
