import type { MeResponseDto } from '../../me/dto/me.dto';
import { OwnMembershipsService } from '../../groups/memberships/own-memberships.service';
import { NotFoundError } from '../../common/errors/domain-errors';
import { SchedulesService } from '../../scheduling/schedules/schedules.service';
import type { Json, MappingContext, OurEnvelope, RouteMapping } from '../route-mapping';
import { without } from '../route-mapping';
import { capitalised, lowerCased, unsupported } from './common';
import { successOf } from '../hosted-schemas';
import { usernameOf } from './event-types.2024-06-14';

/**
 * `/v2/me`, unversioned there: any `cal-api-version` asks for its shape. It names fields we do not
 * keep (`timeFormat`) or keep elsewhere (the default schedule, the organization): they are worked
 * out from what we have.
 */
export const ME_FIELDS_DROPPED = ['avatarUrl', 'bio', 'metadata', 'timeFormat'] as const;

async function meOut(body: OurEnvelope<MeResponseDto>, ctx: MappingContext): Promise<Json> {
  const me = body.data;
  const actor = { userId: me.id };
  const schedule = await ctx.get(SchedulesService).getDefault(actor).catch((e: unknown) => {
    if (e instanceof NotFoundError) return null;
    throw e;
  });
  const groups = await ctx.get(OwnMembershipsService).list(me.id);
  const organization = groups.organization.find((o) => o.accepted);
  return {
    status: 'success',
    data: {
      id: me.id,
      username: usernameOf(me.email),
      email: me.email,
      name: me.name,
      // Not kept here: the clock the person's locale writes (12 hours for US English, else 24).
      timeFormat: me.locale === 'en-US' || me.locale === 'en' ? 12 : 24,
      defaultScheduleId: schedule?.id ?? null,
      weekStart: capitalised(me.weekStart),
      timeZone: me.timeZone,
      locale: me.locale,
      organizationId: organization?.id ?? null,
      ...(organization ? { organization: { isPlatform: false, id: organization.id } } : {}),
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
