import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DateTime } from 'luxon';
import { CsrfService } from '../../accounts/csrf.service';
import { FirstParty } from '../../common/access/access.decorators';
import { parseInput } from '../../common/validation/parse-input';
import { MAX_ID } from '../../common/validation/validators';
import { DomainError, NotFoundError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { isIanaTimeZone } from '../../common/time/time-zone';
import { CancelBookingDto, CreateBookingDto, RescheduleBookingDto } from '../bookings/dto/create-booking.dto';
import { PublicBookingsService } from '../bookings/public-bookings.service';
import { EventType } from '../event-types/event-type.entity';
import { EventTypesService } from '../event-types/event-types.service';
import { GetSlotsDto } from '../slots/dto/slots.dto';
import { SlotsService } from '../slots/slots.service';
import { attendeeBookingPage, attendeePageOf, bookingFormPage, slotsPage } from './booking.page';
import { text } from './page-kit';

const DAYS_SHOWN = 7;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const zoneOf = (value: unknown) => (typeof value === 'string' && isIanaTimeZone(value) ? value : 'UTC');
const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The public booking page of an event type: its free times for a week in the visitor's time zone
 * (a script fills the zone in from the browser; without it, the visitor picks it), a form, and the
 * booking made through the same services and rules as `GET /v2/slots` and `POST /v2/bookings`.
 */
@ApiExcludeController()
@Controller('book')
@FirstParty({ signedIn: 'optional', html: true })
export class BookingPagesController {
  constructor(
    private readonly eventTypes: EventTypesService,
    private readonly slots: SlotsService,
    private readonly bookings: PublicBookingsService,
    private readonly csrf: CsrfService,
  ) {}

  @Get(':id')
  async times(@Res() res: Response, @Param('id') id: string, @Query() q: Record<string, unknown>) {
    const eventType = await this.bookable(id);
    const timeZone = zoneOf(q.timeZone);
    const today = DateTime.now().setZone(timeZone).toISODate()!;
    const asked = typeof q.from === 'string' && ISO_DAY.test(q.from) && DateTime.fromISO(q.from).isValid ? q.from : today;
    const from = asked < today ? today : asked;
    const end = DateTime.fromISO(from).plus({ days: DAYS_SHOWN }).toISODate()!;
    const result = await this.slots.getSlots(parseInput(GetSlotsDto, { eventTypeId: eventType.id, start: from, end, timeZone }));
    const previous = DateTime.fromISO(from).minus({ days: DAYS_SHOWN }).toISODate()!;
    sendPage(res, slotsPage(eventType, result.days, { timeZone, from, previous: previous < today ? today : previous, next: end, reschedule: optional(q.reschedule) }));
  }

  @Get(':id/time')
  async form(@Req() req: Request, @Res() res: Response, @Param('id') id: string, @Query() q: Record<string, unknown>) {
    const eventType = await this.bookable(id);
    const start = typeof q.start === 'string' && !Number.isNaN(Date.parse(q.start)) ? q.start : undefined;
    if (!start) return res.redirect(303, `/book/${eventType.id}`);
    const chosen = { start, timeZone: zoneOf(q.timeZone), reschedule: optional(q.reschedule) };
    sendPage(res, bookingFormPage(eventType, chosen, this.csrf.tokenFor(req, res), { name: '', email: '' }));
  }

  @Post(':id')
  async book(@Req() req: Request, @Res() res: Response, @Param('id') id: string) {
    const eventType = await this.bookable(id);
    const body = req.body as unknown;
    const chosen = { start: text(body, 'start'), timeZone: zoneOf(text(body, 'timeZone')), reschedule: optional(text(body, 'reschedule')) };
    const values = { name: text(body, 'name'), email: text(body, 'email') };
    try {
      const booking = chosen.reschedule
        ? await this.bookings.reschedule({}, chosen.reschedule, parseInput(RescheduleBookingDto, { start: chosen.start }))
        : await this.bookings.create(
            {},
            parseInput(CreateBookingDto, { eventTypeId: eventType.id, start: chosen.start, attendee: { name: values.name, email: values.email, timeZone: chosen.timeZone } }),
          );
      res.redirect(303, attendeePageOf(booking.uid));
    } catch (error) {
      if (!(error instanceof DomainError) || (error instanceof NotFoundError && !chosen.reschedule)) throw error;
      // No time to show the form again for (a post that never came from it): the error page says what was wrong.
      if (Number.isNaN(Date.parse(chosen.start))) throw error;
      sendPage(res, bookingFormPage(eventType, chosen, this.csrf.tokenFor(req, res), values, { error: error.message }), error.status);
    }
  }

  /** An event type the public may book: not hidden (those go by private link, through the API). */
  private async bookable(id: string): Promise<EventType> {
    const eventType = /^\d{1,10}$/.test(id) && Number(id) <= MAX_ID ? await this.eventTypes.findBookable(Number(id)) : null;
    if (!eventType || eventType.hidden) throw new NotFoundError('There is no booking page here.');
    return eventType;
  }
}

/** `/booking/:uid`: the visitor's booking, found by its uid (the key a confirmation email would carry), to cancel or move. */
@ApiExcludeController()
@Controller('booking')
@FirstParty({ signedIn: 'optional', html: true })
export class AttendeeBookingPagesController {
  constructor(
    private readonly bookings: PublicBookingsService,
    private readonly csrf: CsrfService,
  ) {}

  @Get(':uid')
  async show(@Req() req: Request, @Res() res: Response, @Param('uid') uid: string, @Query('notice') notice?: string) {
    const booking = await this.bookings.byUid(uid);
    sendPage(res, attendeeBookingPage(booking, this.csrf.tokenFor(req, res), { notice: notice === 'cancelled' ? 'Your booking is cancelled.' : undefined }));
  }

  @Post(':uid/cancel')
  async cancel(@Req() req: Request, @Res() res: Response, @Param('uid') uid: string) {
    const reason = text(req.body, 'reason');
    try {
      await this.bookings.cancel({}, uid, parseInput(CancelBookingDto, reason ? { reason } : {}));
    } catch (error) {
      if (!(error instanceof DomainError) || error instanceof NotFoundError) throw error;
      return sendPage(res, attendeeBookingPage(await this.bookings.byUid(uid), this.csrf.tokenFor(req, res), { error: error.message }), error.status);
    }
    res.redirect(303, `${attendeePageOf(uid)}?notice=cancelled`);
  }
}
