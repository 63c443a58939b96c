import { groupBookingsController } from '../routes/group-bookings.controller';
import { CurrentOrg, OrgAccess } from '../access/group-access';
import { OrganizationRoute, orgPath } from '../access/group-route.decorator';

/**
 * Bookings across the organization: those of its teams and its members' own (the routes every
 * group shares, see `groupBookingsController`). Members' bookings are private to them, so even
 * reading needs the organization's ADMIN or OWNER role.
 */
export const OrgBookingsController = groupBookingsController<OrgAccess>(
  { unit: 'organization', name: 'OrgBookingsController', tag: 'Organization bookings', paths: orgPath('bookings'), access: CurrentOrg },
  {
    read: OrganizationRoute('ORG_BOOKING_READ', 'ADMIN'),
    write: OrganizationRoute('ORG_BOOKING_WRITE', 'ADMIN'),
    scopeOf: (org) => ({ kind: 'organization', organizationId: org.organizationId }),
  },
);
