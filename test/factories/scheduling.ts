import type { UserActor } from '../../src/scheduling/actor';
import { CreateEventTypeDto } from '../../src/scheduling/event-types/dto/event-type.dto';
import type { EventType } from '../../src/scheduling/event-types/event-type.entity';
import { EventTypesService } from '../../src/scheduling/event-types/event-types.service';
import { CreateScheduleDto } from '../../src/scheduling/schedules/dto/schedule.dto';
import type { Schedule } from '../../src/scheduling/schedules/schedule.entity';
import { SchedulesService } from '../../src/scheduling/schedules/schedules.service';
import type { TestApp } from '../setup/test-app';
import { createUser, UserInput } from './index';

let sequence = 0;

/** A person, as the actor the scheduling services take. */
export async function createHost(t: TestApp, input: UserInput = {}): Promise<UserActor & { email: string; name: string }> {
  const user = await createUser(t, input);
  return { userId: user.id, email: user.email, name: user.name };
}

export function createSchedule(t: TestApp, actor: UserActor, input: Partial<CreateScheduleDto> = {}): Promise<Schedule> {
  return t.app.get(SchedulesService).create(actor, { name: 'Working hours', ...input });
}

export function createEventType(t: TestApp, actor: UserActor, input: Partial<CreateEventTypeDto> = {}): Promise<EventType> {
  sequence += 1;
  return t.app.get(EventTypesService).create(actor, {
    title: `Call ${sequence}`,
    slug: `call-${sequence}`,
    lengthMinutes: 30,
    minimumBookingNoticeMinutes: 0,
    ...input,
  });
}
