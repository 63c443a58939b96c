import type { MeResponseDto } from '../../me/dto/me.dto';
import { successOf } from '../hosted-schemas';
import type { Json, OurEnvelope, RouteMapping } from '../route-mapping';
import { without } from '../route-mapping';
import { capitalised, lowerCased, unsupported } from './common';

/**
 * `/v2/me`, unversioned there: any `cal-api-version` asks for its shape. Ours carries the same
 * fields (`username`, `timeFormat`, `defaultScheduleId`, `organizationId` included); its week
 * starts on a capitalised day, and a member of an organization has an `organization` object.
 */
export const ME_FIELDS_DROPPED = ['avatarUrl', 'bio', 'metadata', 'timeFormat'] as const;

function meOut(body: OurEnvelope<MeResponseDto>): Json {
  const me = body.data;
  return {
    status: 'success',
    data: {
      id: me.id,
      username: me.username,
      email: me.email,
      name: me.name,
      timeFormat: me.timeFormat,
      defaultScheduleId: me.defaultScheduleId,
      weekStart: capitalised(me.weekStart),
      timeZone: me.timeZone,
      locale: me.locale,
      organizationId: me.organizationId,
      ...(me.organizationId !== null ? { organization: { isPlatform: false, id: me.organizationId } } : {}),
    },
  };
}

function meIn(body: Json): Json {
  if (body.email !== undefined) unsupported('Changing the email address through the API');
  if (body.defaultScheduleId !== undefined) unsupported('defaultScheduleId here (send isDefault: true to PATCH /v2/schedules/{id})');
  const ours = without(body, ME_FIELDS_DROPPED);
  if (ours.weekStart !== undefined) ours.weekStart = lowerCased(ours.weekStart);
  return ours;
}

export const ME_ROUTES: RouteMapping[] = [
  { route: 'GET /v2/me', doc: { summary: 'The authorized user\'s profile', status: 200, response: successOf('HostedMe') }, response: meOut },
  { route: 'PATCH /v2/me', doc: { summary: 'Update the profile', status: 200, response: successOf('HostedMe') }, body: meIn, response: meOut },
];
