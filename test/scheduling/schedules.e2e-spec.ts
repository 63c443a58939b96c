import { PageQueryDto } from '../../src/common/api/pagination';
import { parseInput } from '../../src/common/validation/parse-input';
import { NotFoundError, ValidationError } from '../../src/common/errors/domain-errors';
import { CreateScheduleDto } from '../../src/scheduling/schedules/dto/schedule.dto';
import { SchedulesService } from '../../src/scheduling/schedules/schedules.service';
import { createUser } from '../factories';
import { createTestApp, TestApp } from '../setup/test-app';

describe('Schedules', () => {
  let t: TestApp;
  let schedules: SchedulesService;
  beforeAll(async () => {
    t = await createTestApp();
    schedules = t.app.get(SchedulesService);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const me = async (timeZone = 'Europe/Lisbon') => ({ userId: (await createUser(t, { timeZone })).id });

  it('the first schedule is the default, in the person’s time zone, Monday to Friday 9 to 5', async () => {
    const actor = await me('Europe/Lisbon');
    const first = await schedules.create(actor, { name: 'Work' });
    expect(first).toMatchObject({
      isDefault: true,
      timeZone: 'Europe/Lisbon',
      availability: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], startTime: '09:00', endTime: '17:00' }],
      overrides: [],
    });
    const second = await schedules.create(actor, { name: 'Evenings', timeZone: 'America/New_York' });
    expect(second.isDefault).toBe(false);
    expect((await schedules.getDefault(actor)).id).toBe(first.id);
  });

  it('moving the default leaves exactly one', async () => {
    const actor = await me();
    const a = await schedules.create(actor, { name: 'A' });
    const b = await schedules.create(actor, { name: 'B', isDefault: true });
    expect((await schedules.get(actor, a.id)).isDefault).toBe(false);
    expect((await schedules.getDefault(actor)).id).toBe(b.id);
    await schedules.setDefault(actor, a.id);
    const page = await schedules.list(actor);
    expect(page.items.filter((s) => s.isDefault).map((s) => s.id)).toEqual([a.id]);
  });

  it('refuses to unset the default without naming another', async () => {
    const actor = await me();
    const a = await schedules.create(actor, { name: 'A' });
    await expect(schedules.update(actor, a.id, { isDefault: false })).rejects.toThrow(
      new ValidationError('This is your default schedule: make another schedule the default instead.'),
    );
  });

  it('deleting the default promotes the oldest remaining schedule', async () => {
    const actor = await me();
    const a = await schedules.create(actor, { name: 'A' });
    const b = await schedules.create(actor, { name: 'B' });
    const c = await schedules.create(actor, { name: 'C', isDefault: true });
    await schedules.delete(actor, c.id);
    expect((await schedules.getDefault(actor)).id).toBe(a.id);
    await schedules.delete(actor, a.id);
    expect((await schedules.getDefault(actor)).id).toBe(b.id);
    await schedules.delete(actor, b.id);
    await expect(schedules.getDefault(actor)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('concurrent first schedules still give exactly one default', async () => {
    const actor = await me();
    await Promise.all(Array.from({ length: 5 }, (_, i) => schedules.create(actor, { name: `S${i}` })));
    const page = await schedules.list(actor);
    expect(page.total).toBe(5);
    expect(page.items.filter((s) => s.isDefault)).toHaveLength(1);
  });

  it('the database itself refuses a second default', async () => {
    const actor = await me();
    await schedules.create(actor, { name: 'A' });
    const b = await schedules.create(actor, { name: 'B' });
    await expect(t.dataSource.query(`UPDATE schedules SET is_default = true WHERE id = $1`, [b.id])).rejects.toThrow(
      /schedules_one_default_per_user/,
    );
  });

  it('another person’s schedule is not found, whatever the operation', async () => {
    const owner = await me();
    const other = await me();
    const s = await schedules.create(owner, { name: 'Mine' });
    const notFound = new NotFoundError(`Schedule ${s.id} not found.`);
    await expect(schedules.get(other, s.id)).rejects.toThrow(notFound);
    await expect(schedules.update(other, s.id, { name: 'Stolen' })).rejects.toThrow(notFound);
    await expect(schedules.setDefault(other, s.id)).rejects.toThrow(notFound);
    await expect(schedules.delete(other, s.id)).rejects.toThrow(notFound);
    expect((await schedules.list(other)).items).toEqual([]);
    expect((await schedules.get(owner, s.id)).name).toBe('Mine');
  });

  it('pages with take and skip', async () => {
    const actor = await me();
    for (const name of ['A', 'B', 'C']) await schedules.create(actor, { name });
    const page = await schedules.list(actor, { take: 2, skip: 1 });
    expect(page).toMatchObject({ total: 3, take: 2, skip: 1 });
    expect(page.items.map((s) => s.name)).toEqual(['B', 'C']);
    await expect(async () => schedules.list(actor, parseInput(PageQueryDto, { take: 251 }))).rejects.toThrow(new ValidationError('take must be at most 250'));
  });

  it('stores overrides sorted, with a day off as an empty list', async () => {
    const actor = await me();
    const s = await schedules.create(actor, {
      name: 'A',
      overrides: [
        {
          date: '2030-12-31',
          ranges: [
            { startTime: '14:00', endTime: '16:00' },
            { startTime: '08:00', endTime: '10:00' },
          ],
        },
        { date: '2030-12-24', ranges: [] },
      ],
    });
    expect((await schedules.get(actor, s.id)).overrides).toEqual([
      { date: '2030-12-24', ranges: [] },
      {
        date: '2030-12-31',
        ranges: [
          { startTime: '08:00', endTime: '10:00' },
          { startTime: '14:00', endTime: '16:00' },
        ],
      },
    ]);
  });

  describe('validation', () => {
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone such as Europe/Berlin'],
      [
        'a time that is not "HH:mm"',
        { availability: [{ days: ['monday'], startTime: '9:00', endTime: '17:00' }] },
        'availability.0.startTime must be a local time "HH:mm" from 00:00 to 23:59',
      ],
      [
        'an unknown weekday',
        { availability: [{ days: ['funday'], startTime: '09:00', endTime: '17:00' }] },
        'availability.0.days must be weekday names: monday, tuesday, ... sunday',
      ],
      [
        'a range ending before it starts',
        { availability: [{ days: ['monday'], startTime: '17:00', endTime: '09:00' }] },
        'The range 17:00-09:00 on mondays ends before it starts.',
      ],
      [
        'overlapping ranges in one day',
        {
          availability: [
            { days: ['monday', 'tuesday'], startTime: '09:00', endTime: '12:00' },
            { days: ['tuesday'], startTime: '11:30', endTime: '14:00' },
          ],
        },
        'The ranges 09:00-12:00 and 11:30-14:00 on tuesdays overlap.',
      ],
      [
        'an impossible override date',
        { overrides: [{ date: '2030-02-30', ranges: [] }] },
        'The override date "2030-02-30" is not a calendar date (YYYY-MM-DD).',
      ],
      [
        'two overrides for one date',
        {
          overrides: [
            { date: '2030-05-01', ranges: [] },
            { date: '2030-05-01', ranges: [] },
          ],
        },
        'There are two overrides for 2030-05-01; keep one.',
      ],
      ['an unknown field', { colour: 'red' }, 'property colour should not exist'],
    ];
    it.each(cases)('refuses %s with a clear message', async (_, fields, message) => {
      const actor = await me();
      const attempt = (async () => schedules.create(actor, parseInput(CreateScheduleDto, { name: 'A', ...fields })))();
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toThrow(message);
      expect((await schedules.list(actor)).total).toBe(0);
    });

    it('checks an update against the whole schedule', async () => {
      const actor = await me();
      const s = await schedules.create(actor, {
        name: 'A',
        availability: [{ days: ['friday'], startTime: '09:00', endTime: '12:00' }],
      });
      await expect(
        schedules.update(actor, s.id, {
          availability: [
            { days: ['friday'], startTime: '09:00', endTime: '12:00' },
            { days: ['friday'], startTime: '10:00', endTime: '11:00' },
          ],
        }),
      ).rejects.toThrow('The ranges 09:00-12:00 and 10:00-11:00 on fridays overlap.');
      expect((await schedules.get(actor, s.id)).availability).toHaveLength(1);
    });
  });
});
