import { PageQueryDto } from '../../src/common/api/pagination';
import { parseInput } from '../../src/common/validation/parse-input';
import { ValidationError } from '../../src/common/errors/domain-errors';
import { hostScope } from '../../src/scheduling/bookings/booking-scope';
import { BookingsService } from '../../src/scheduling/bookings/bookings.service';
import { CreateBookingDto } from '../../src/scheduling/bookings/dto/create-booking.dto';
import { ListBookingsDto } from '../../src/scheduling/bookings/dto/manage-booking.dto';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { UpdateEventTypeDto } from '../../src/scheduling/event-types/dto/event-type.dto';
import { CreatePrivateLinkDto } from '../../src/scheduling/event-types/dto/private-link.dto';
import { EventTypesService } from '../../src/scheduling/event-types/event-types.service';
import { PrivateLinksService } from '../../src/scheduling/event-types/private-links.service';
import { SchedulesService } from '../../src/scheduling/schedules/schedules.service';
import { GetSlotsDto } from '../../src/scheduling/slots/dto/slots.dto';
import { SlotsService } from '../../src/scheduling/slots/slots.service';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Inputs that pass a naive type check but that PostgreSQL cannot take: each must be refused as a
 * validation error (422) with a message, not fail the query (500). The services trust their DTOs, so
 * each input goes through the edge's validation (`parseInput`, the rules the HTTP pipe applies).
 */
describe('Inputs the database cannot hold are refused up front', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('ids past the integer range are not ids', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const huge = 3_000_000_000;
    const slots = { eventTypeId: huge, start: monday.date, end: monday.at('23:00') };
    await expect(async () => t.app.get(SlotsService).getSlots(parseInput(GetSlotsDto, slots))).rejects.toThrow(new ValidationError('eventTypeId must be the id of an event type'));
    await expect(async () => t.app.get(PublicBookingsService).create({}, parseInput(CreateBookingDto, bookingRequest(huge, monday.at('10:00'))))).rejects.toThrow(
      new ValidationError('eventTypeId must be the id of an event type'),
    );
    await expect(async () => t.app.get(BookingsService).list(hostScope(host.userId), parseInput(ListBookingsDto, { eventTypeId: huge }))).rejects.toThrow(ValidationError);
    await expect(async () => t.app.get(EventTypesService).update(host, eventType.id, parseInput(UpdateEventTypeDto, { scheduleId: huge }))).rejects.toThrow(
      new ValidationError('scheduleId must be the id of one of your schedules'),
    );
  });

  it('instants with expanded years (+275760-…) are not accepted', async () => {
    const { host, eventType } = await bookableHost(t);
    const edge = '+275760-09-13T00:00:00.000Z'; // the last instant a JavaScript date can hold
    await expect(async () => t.app.get(PublicBookingsService).create({}, parseInput(CreateBookingDto, bookingRequest(eventType.id, edge)))).rejects.toThrow(
      /start must be an ISO 8601 date and time/,
    );
    await expect(async () => t.app.get(PrivateLinksService).create(host, eventType.id, parseInput(CreatePrivateLinkDto, { expiresAt: edge }))).rejects.toThrow(ValidationError);
    await expect(async () => t.app.get(BookingsService).list(hostScope(host.userId), parseInput(ListBookingsDto, { afterStart: edge }))).rejects.toThrow(ValidationError);
  });

  it('skip stops where numbers stop being exact', async () => {
    const { host } = await bookableHost(t);
    await expect(async () => t.app.get(EventTypesService).list(host, parseInput(PageQueryDto, { skip: 1e20 }))).rejects.toThrow(
      new ValidationError(`skip must be at most ${Number.MAX_SAFE_INTEGER}`),
    );
    const page = await t.app.get(EventTypesService).list(host, parseInput(PageQueryDto, { skip: Number.MAX_SAFE_INTEGER }));
    expect(page).toMatchObject({ items: [], total: 1 });
  });
});
