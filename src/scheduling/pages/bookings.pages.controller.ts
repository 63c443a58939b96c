import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { MAX_TAKE } from '../../common/api/pagination';
import { parseInput } from '../../common/validation/parse-input';
import { DomainError, NotFoundError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { hostScope } from '../bookings/booking-scope';
import { BookingsService } from '../bookings/bookings.service';
import { CancelBookingDto } from '../bookings/dto/create-booking.dto';
import { SchedulesService } from '../schedules/schedules.service';
import { BOOKINGS_PAGE, bookingsPage } from './bookings.page';
import { text } from './page-kit';

/** How many past (and cancelled) bookings the page shows, the latest first. */
const PAST_SHOWN = 50;

/** `/settings/bookings`: the bookings a person hosts, over the same service as `/v2/bookings`. */
@ApiExcludeController()
@Controller('settings/bookings')
@FirstParty({ html: true })
export class BookingsPagesController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly schedules: SchedulesService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async show(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    await this.render(user, req, res, { notice: notice === 'cancelled' ? 'Booking cancelled.' : undefined });
  }

  @Post(':uid/cancel')
  async cancel(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('uid') uid: string) {
    try {
      const reason = text(req.body, 'reason');
      await this.bookings.cancel({ userId: user.id }, hostScope(user.id), uid, parseInput(CancelBookingDto, reason ? { reason } : {}));
    } catch (error) {
      if (!(error instanceof DomainError) || error instanceof NotFoundError) throw error;
      return this.render(user, req, res, { error: error.message }, error.status);
    }
    res.redirect(303, `${BOOKINGS_PAGE}?notice=cancelled`);
  }

  private async render(user: User, req: Request, res: Response, m: { notice?: string; error?: string }, status = 200) {
    const scope = hostScope(user.id);
    // Times in the zone of the person's hours (what they set on the availability page), else their account's.
    const zone = this.schedules.getDefault({ userId: user.id }).then((s) => s.timeZone, () => user.timeZone);
    const [upcoming, past, cancelled, timeZone] = await Promise.all([
      this.bookings.list(scope, { status: ['upcoming', 'unconfirmed'], take: MAX_TAKE }),
      this.bookings.list(scope, { status: ['past'], take: MAX_TAKE }),
      this.bookings.list(scope, { status: ['cancelled'], take: MAX_TAKE }),
      zone,
    ]);
    const latest = (items: typeof past.items) => items.slice(-PAST_SHOWN).reverse();
    sendPage(res, bookingsPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, timeZone, { upcoming: upcoming.items, past: latest(past.items), cancelled: latest(cancelled.items) }, m), status);
  }
}
