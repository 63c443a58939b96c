import { successOf } from '../hosted-schemas';
import type { RouteMapping } from '../route-mapping';
import { refuseParameters } from './common';

/**
 * Calendars, unversioned there. Connecting answers `{authUrl}` in both; the person comes back to
 * their calendar settings here, so an app's `redir` (where the hosted product sends them instead)
 * is refused by name rather than ignored. `isDryRun` changes nothing in the answer: accepted.
 */
const connect = (route: string): RouteMapping => ({
  route,
  doc: { summary: 'The provider’s authorization URL to send the person to', status: 200, response: successOf('HostedAuthUrl') },
  query: (query) => {
    refuseParameters(query, ['redir']);
    const { isDryRun: _dryRun, ...rest } = query;
    return rest;
  },
});

export const CALENDAR_ROUTES: RouteMapping[] = [connect('GET /v2/calendars/google/connect'), connect('GET /v2/calendars/office365/connect')];
