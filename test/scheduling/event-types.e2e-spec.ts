import { ConflictError, NotFoundError, ValidationError } from '../../src/common/errors/domain-errors';
import { EventTypesService } from '../../src/scheduling/event-types/event-types.service';
import { EventTypeResponseDto } from '../../src/scheduling/event-types/dto/event-type-response.dto';
import { SchedulesService } from '../../src/scheduling/schedules/schedules.service';
import { createEventType, createHost, createSchedule } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

describe('Event types', () => {
  let t: TestApp;
  let eventTypes: EventTypesService;
  beforeAll(async () => {
    t = await createTestApp();
    eventTypes = t.app.get(EventTypesService);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('creates an event type with its settings and reads it back as a response', async () => {
    const host = await createHost(t);
    const created = await eventTypes.create(host, {
      title: ' Intro call ',
      slug: 'intro',
      lengthMinutes: 45,
      description: 'Let us meet',
      locations: [
        { type: 'video', value: 'https://meet.example.com/ana' },
        { type: 'phone', value: '+351 210 000 000' },
        { type: 'in_person', value: 'Rua Augusta 1, Lisboa' },
      ],
      requiresConfirmation: true,
      minimumBookingNoticeMinutes: 60,
      beforeEventBufferMinutes: 10,
      afterEventBufferMinutes: 5,
      slotIntervalMinutes: 15,
      hidden: true,
    });
    const response = EventTypeResponseDto.from(await eventTypes.get(host, created.id));
    expect(response).toMatchObject({
      title: 'Intro call',
      slug: 'intro',
      lengthMinutes: 45,
      scheduleId: null,
      requiresConfirmation: true,
      minimumBookingNoticeMinutes: 60,
      beforeEventBufferMinutes: 10,
      afterEventBufferMinutes: 5,
      slotIntervalMinutes: 15,
      hidden: true,
    });
    expect(response.locations).toHaveLength(3);
    expect(response.createdAt).toMatch(/Z$/);
  });

  it('applies the defaults: 2 hours notice, no buffers, interval = length, visible', async () => {
    const host = await createHost(t);
    const e = await eventTypes.create(host, { title: 'Chat', slug: 'chat', lengthMinutes: 30 });
    expect(e).toMatchObject({
      minimumBookingNoticeMinutes: 120,
      beforeEventBufferMinutes: 0,
      afterEventBufferMinutes: 0,
      slotIntervalMinutes: null,
      requiresConfirmation: false,
      hidden: false,
      locations: [],
    });
  });

  it('updates fields and clears nullable ones with null', async () => {
    const host = await createHost(t);
    const schedule = await createSchedule(t, host);
    const e = await createEventType(t, host, { description: 'x', slotIntervalMinutes: 10, scheduleId: schedule.id });
    const updated = await eventTypes.update(host, e.id, {
      lengthMinutes: 60,
      description: null,
      slotIntervalMinutes: null,
      scheduleId: null,
    });
    expect(updated).toMatchObject({ lengthMinutes: 60, description: null, slotIntervalMinutes: null, scheduleId: null });
    expect((await eventTypes.get(host, e.id)).lengthMinutes).toBe(60);
  });

  it('slugs are unique per owner, not across owners', async () => {
    const ana = await createHost(t);
    const bo = await createHost(t);
    await createEventType(t, ana, { slug: 'intro' });
    await expect(createEventType(t, ana, { slug: 'intro' })).rejects.toThrow(
      new ConflictError('You already have an event type with the slug "intro".'),
    );
    await expect(createEventType(t, bo, { slug: 'intro' })).resolves.toMatchObject({ slug: 'intro' });
    const other = await createEventType(t, ana, { slug: 'other' });
    await expect(eventTypes.update(ana, other.id, { slug: 'intro' })).rejects.toBeInstanceOf(ConflictError);
  });

  it('uses only the owner’s own schedules', async () => {
    const ana = await createHost(t);
    const bo = await createHost(t);
    const bosSchedule = await createSchedule(t, bo);
    await expect(createEventType(t, ana, { scheduleId: bosSchedule.id })).rejects.toThrow(
      new NotFoundError(`Schedule ${bosSchedule.id} not found.`),
    );
  });

  it('falls back to the default schedule when its schedule is deleted', async () => {
    const host = await createHost(t);
    await createSchedule(t, host, { name: 'Default' });
    const special = await createSchedule(t, host, { name: 'Special' });
    const e = await createEventType(t, host, { scheduleId: special.id });
    await t.app.get(SchedulesService).delete(host, special.id);
    expect((await eventTypes.get(host, e.id)).scheduleId).toBeNull();
  });

  it('another person’s event type is not found, whatever the operation', async () => {
    const owner = await createHost(t);
    const other = await createHost(t);
    const e = await createEventType(t, owner);
    const notFound = new NotFoundError(`Event type ${e.id} not found.`);
    await expect(eventTypes.get(other, e.id)).rejects.toThrow(notFound);
    await expect(eventTypes.update(other, e.id, { title: 'Mine now' })).rejects.toThrow(notFound);
    await expect(eventTypes.delete(other, e.id)).rejects.toThrow(notFound);
    expect((await eventTypes.list(other)).total).toBe(0);
    expect((await eventTypes.get(owner, e.id)).title).toBe(e.title);
  });

  it('lists one’s own event types with take and skip', async () => {
    const host = await createHost(t);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createEventType(t, host));
    await createEventType(t, await createHost(t));
    const page = await eventTypes.list(host, { take: 2 });
    expect(page).toMatchObject({ total: 3, take: 2, skip: 0 });
    expect(page.items.map((e) => e.id)).toEqual([made[0].id, made[1].id]);
    expect((await eventTypes.list(host, { skip: 2 })).items.map((e) => e.id)).toEqual([made[2].id]);
  });

  it('deletes an event type', async () => {
    const host = await createHost(t);
    const e = await createEventType(t, host);
    await eventTypes.delete(host, e.id);
    await expect(eventTypes.get(host, e.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  describe('validation', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a zero length', { lengthMinutes: 0 }, 'lengthMinutes must be at least 1'],
      ['a length over 12 hours', { lengthMinutes: 721 }, 'lengthMinutes must be at most 720 (12 hours)'],
      ['a fractional length', { lengthMinutes: 30.5 }, 'lengthMinutes must be a whole number of minutes'],
      ['a negative buffer', { beforeEventBufferMinutes: -5 }, 'beforeEventBufferMinutes must not be negative'],
      [
        'a slug with capitals or spaces',
        { slug: 'My Call' },
        'slug must be lower-case letters and digits, separated by single hyphens',
      ],
      ['an empty title', { title: '' }, 'title must be 1 to 200 characters'],
      [
        'an unknown location type',
        { locations: [{ type: 'pigeon', value: 'x' }] },
        'locations.0.type must be one of: video, phone, in_person, link',
      ],
      [
        'a video location that is not a URL',
        { locations: [{ type: 'video', value: 'my room' }] },
        'locations.0.value must be an http(s) URL for a video location',
      ],
      [
        'a phone location that is not a number',
        { locations: [{ type: 'phone', value: 'call me' }] },
        'locations.0.value must be a phone number for a phone location',
      ],
    ];
    it.each(cases)('refuses %s', async (_, fields, message) => {
      const host = await createHost(t);
      const attempt = createEventType(t, host, fields);
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toThrow(message);
    });
  });
});
