import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { parseInput } from '../../common/validation/parse-input';
import { DomainError, NotFoundError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { CreateScheduleDto, UpdateScheduleDto } from '../schedules/dto/schedule.dto';
import type { Schedule } from '../schedules/schedule.entity';
import { SchedulesService } from '../schedules/schedules.service';
import { availabilityValuesOf, readAvailabilityForm } from './availability-form';
import { AVAILABILITY_PAGE, availabilityPage, AvailabilityValues } from './availability.page';

/** `/settings/availability`: the person's default schedule as a page, over the same service as `/v2/schedules`. */
@ApiExcludeController()
@Controller('settings/availability')
@FirstParty({ html: true })
export class AvailabilityPagesController {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async show(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    const schedule = await this.current(user);
    const values = availabilityValuesOf(schedule, user.timeZone);
    this.render(user, req, res, values, schedule !== null, { notice: notice === 'saved' ? 'Availability saved.' : undefined });
  }

  @Post()
  async save(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const { values, input } = readAvailabilityForm(req.body);
    const schedule = await this.current(user);
    try {
      if (schedule) await this.schedules.update({ userId: user.id }, schedule.id, parseInput(UpdateScheduleDto, input));
      else await this.schedules.create({ userId: user.id }, parseInput(CreateScheduleDto, { name: 'Working hours', ...input }));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.render(user, req, res, values, schedule !== null, { error: error.message }, error.status);
    }
    res.redirect(303, `${AVAILABILITY_PAGE}?notice=saved`);
  }

  private async current(user: User): Promise<Schedule | null> {
    return this.schedules.getDefault({ userId: user.id }).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
  }

  private render(user: User, req: Request, res: Response, values: AvailabilityValues, exists: boolean, m: { notice?: string; error?: string }, status = 200) {
    sendPage(res, availabilityPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, values, exists, m), status);
  }
}
