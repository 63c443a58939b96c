import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService } from '../../accounts/csrf.service';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { parseInput } from '../../common/validation/parse-input';
import { MAX_ID } from '../../common/validation/validators';
import { DomainError, NotFoundError } from '../../common/errors/domain-errors';
import { sendPage } from '../../common/html/respond';
import { CreateEventTypeDto, UpdateEventTypeDto } from '../event-types/dto/event-type.dto';
import { EventTypesService } from '../event-types/event-types.service';
import { BLANK_EVENT_TYPE, EVENT_TYPES_PAGE, EventTypeFormValues, eventTypePage, eventTypesPage, valuesOf } from './event-types.page';
import { text, wholeNumber } from './page-kit';

const NOTICES = new Map([
  ['created', 'Event type created.'],
  ['saved', 'Saved.'],
]);

const LIST_LIMIT = { take: 100 };

/** The form as typed, and as the API's DTO would receive it (so the API's rules and messages apply). */
function readForm(body: unknown): { values: EventTypeFormValues; input: Record<string, unknown> } {
  const values = { title: text(body, 'title'), slug: text(body, 'slug'), lengthMinutes: text(body, 'lengthMinutes'), description: text(body, 'description'), hidden: text(body, 'hidden') === 'on' };
  const input = { title: values.title, slug: values.slug, lengthMinutes: wholeNumber(values.lengthMinutes), description: values.description || null, hidden: values.hidden };
  return { values, input };
}

/** An id as the database can hold it; anything else is no event type (a 404, as the API answers). */
const parseId = (id: string) => (/^\d{1,10}$/.test(id) && Number(id) <= MAX_ID ? Number(id) : NaN);

/** `/settings/event-types`: a person's event types as pages, over the same service as `/v2/event-types`. */
@ApiExcludeController()
@Controller('settings/event-types')
@FirstParty({ html: true })
export class EventTypesPagesController {
  constructor(
    private readonly eventTypes: EventTypesService,
    private readonly csrf: CsrfService,
  ) {}

  @Get()
  async list(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Query('notice') notice?: string) {
    await this.renderList(user, req, res, BLANK_EVENT_TYPE, { notice: NOTICES.get(notice ?? '') });
  }

  @Post()
  async create(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response) {
    const { values, input } = readForm(req.body);
    try {
      await this.eventTypes.create({ userId: user.id }, parseInput(CreateEventTypeDto, input));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.renderList(user, req, res, values, { error: error.message }, error.status);
    }
    res.redirect(303, `${EVENT_TYPES_PAGE}?notice=created`);
  }

  @Get(':id')
  async edit(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('id') id: string, @Query('notice') notice?: string) {
    const eventType = await this.eventTypes.get({ userId: user.id }, parseId(id));
    sendPage(res, eventTypePage({ user, csrfToken: this.csrf.tokenFor(req, res) }, eventType, valuesOf(eventType), { notice: NOTICES.get(notice ?? '') }));
  }

  @Post(':id')
  async save(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response, @Param('id') id: string) {
    const eventType = await this.eventTypes.get({ userId: user.id }, parseId(id));
    const { values, input } = readForm(req.body);
    try {
      await this.eventTypes.update({ userId: user.id }, eventType.id, parseInput(UpdateEventTypeDto, input));
    } catch (error) {
      if (!(error instanceof DomainError) || error instanceof NotFoundError) throw error;
      return sendPage(res, eventTypePage({ user, csrfToken: this.csrf.tokenFor(req, res) }, eventType, values, { error: error.message }), error.status);
    }
    res.redirect(303, `${EVENT_TYPES_PAGE}/${eventType.id}?notice=saved`);
  }

  private async renderList(user: User, req: Request, res: Response, form: EventTypeFormValues, m: { notice?: string; error?: string }, status = 200) {
    const { items } = await this.eventTypes.list({ userId: user.id }, LIST_LIMIT);
    sendPage(res, eventTypesPage({ user, csrfToken: this.csrf.tokenFor(req, res) }, items, form, m), status);
  }
}
