import { Body, Controller, Get, HttpCode, Param, Patch, PipeTransform, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiParam, ApiServiceUnavailableResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AuthPrincipal, CurrentAuth } from '../scopes/auth-principal';
import { RequireScopes } from '../scopes/require-scopes.decorator';
import { ApiSuccess, INVALID_INPUT, success } from '../common/api/envelope';
import { mapPage, pageOf, PageQueryDto } from '../common/api/pagination';
import { BusyTimesService } from './busy-times.service';
import { type ConnectionRef, ConnectionsService, parseConnectionRef } from './connections.service';
import { BusyTimesPageQueryDto, ConnectCalDavDto, SaveIcsFeedsDto, UpdateConnectedCalendarDto } from './dto/calendar-input.dto';
import { BusyIntervalResponseDto, CalendarConnectionResponseDto, CheckResultResponseDto } from './dto/calendar-response.dto';

const NO_KEY = 'The server has no ENCRYPTION_KEY, so it cannot store calendar credentials';
const CALENDAR_PARAM = {
  name: 'calendar',
  description: 'A connection id from GET /v2/calendars, or a kind (apple, caldav, ics-feed, google, office365) for your connection(s) of that kind',
};

const ConnectionParam = (): ParameterDecorator => {
  const pipe: PipeTransform<string, ConnectionRef> = { transform: (value) => parseConnectionRef(value) };
  return Param('calendar', pipe);
};

/**
 * The authorized person's connected calendars. Static paths are declared before
 * `:calendar/...`, which Express would otherwise match first.
 */
@ApiTags('Calendars')
@Controller('v2/calendars')
export class CalendarsController {
  constructor(
    private readonly connections: ConnectionsService,
    private readonly busy: BusyTimesService,
  ) {}

  @Get()
  @RequireScopes('APPS_READ')
  @ApiOperation({ summary: 'List your calendar connections, each with its calendars', description: 'Oldest first; `take` (default 100, at most 250) and `skip`.' })
  @ApiSuccess(CalendarConnectionResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentAuth() auth: AuthPrincipal, @Query() query: PageQueryDto) {
    return success(mapPage(pageOf(await this.connections.list(auth.userId), query), CalendarConnectionResponseDto.from));
  }

  @Get('busy-times')
  @RequireScopes('APPS_READ')
  @ApiOperation({
    summary: 'Your busy times from the calendars selected for conflict checking',
    description:
      'Merged intervals, UTC, earliest first; `take` (default 100, at most 250) and `skip`. A calendar that cannot be read is left out (its connection shows `failing`). Answers are cached up to CALENDAR_BUSY_CACHE_SECONDS.',
  })
  @ApiSuccess(BusyIntervalResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async busyTimes(@CurrentAuth() auth: AuthPrincipal, @Query() query: BusyTimesPageQueryDto) {
    return success(mapPage(pageOf(await this.busy.forRequest(auth.userId, query), query), BusyIntervalResponseDto.from));
  }

  @Post('ics-feed/save')
  @RequireScopes('APPS_WRITE')
  @ApiOperation({ summary: 'Add read-only ICS feeds', description: 'Each URL is fetched and parsed first; if one fails, none is saved and the error names it.' })
  @ApiSuccess(CalendarConnectionResponseDto, { status: 201, list: true })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or a feed that cannot be fetched, is not iCalendar, or points to a private address` })
  @ApiServiceUnavailableResponse({ description: NO_KEY })
  async saveFeeds(@CurrentAuth() auth: AuthPrincipal, @Body() body: SaveIcsFeedsDto) {
    return success((await this.connections.saveIcsFeeds(auth.userId, body)).map(CalendarConnectionResponseDto.from));
  }

  @Get('ics-feed/check')
  @RequireScopes('APPS_READ')
  @ApiOperation({ summary: 'Fetch each of your ICS feeds again and report whether it works' })
  @ApiSuccess(CheckResultResponseDto, { list: true })
  @ApiNotFoundResponse({ description: 'You have no ICS feed' })
  async checkFeeds(@CurrentAuth() auth: AuthPrincipal) {
    return success((await this.connections.check(auth.userId, { kind: 'ics-feed' })).map(CheckResultResponseDto.from));
  }

  @Post('apple/credentials')
  @RequireScopes('APPS_WRITE')
  @ApiOperation({ summary: 'Connect an Apple (iCloud) calendar account', description: 'Apple ID and an app-specific password; the account is tried and its calendars discovered before anything is stored.' })
  @ApiSuccess(CalendarConnectionResponseDto, { status: 201 })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or the server refused the credentials` })
  @ApiServiceUnavailableResponse({ description: NO_KEY })
  async connectApple(@CurrentAuth() auth: AuthPrincipal, @Body() body: ConnectCalDavDto) {
    return success(CalendarConnectionResponseDto.from(await this.connections.connectCalDav(auth.userId, 'apple', body)));
  }

  @Post('caldav/credentials')
  @RequireScopes('APPS_WRITE')
  @ApiOperation({ summary: 'Connect a CalDAV calendar account', description: 'The account is tried and its calendars discovered (RFC 6764, RFC 4791) before anything is stored.' })
  @ApiSuccess(CalendarConnectionResponseDto, { status: 201 })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or the server refused the credentials, or is at a private address` })
  @ApiServiceUnavailableResponse({ description: NO_KEY })
  async connectCalDav(@CurrentAuth() auth: AuthPrincipal, @Body() body: ConnectCalDavDto) {
    return success(CalendarConnectionResponseDto.from(await this.connections.connectCalDav(auth.userId, 'caldav', body)));
  }

  @Get(':calendar/check')
  @RequireScopes('APPS_READ')
  @ApiOperation({ summary: 'Verify that a connection still works', description: 'Answers 200 with `ok: false` and the reason when it does not.' })
  @ApiParam(CALENDAR_PARAM)
  @ApiSuccess(CheckResultResponseDto, { list: true })
  @ApiNotFoundResponse({ description: 'No such connection of yours' })
  async check(@CurrentAuth() auth: AuthPrincipal, @ConnectionParam() ref: ConnectionRef) {
    return success((await this.connections.check(auth.userId, ref)).map(CheckResultResponseDto.from));
  }

  @Post(':calendar/disconnect')
  @HttpCode(200)
  @RequireScopes('APPS_WRITE')
  @ApiOperation({ summary: 'Disconnect a calendar connection', description: 'Its credentials are deleted. Events already written stay in the calendar.' })
  @ApiParam(CALENDAR_PARAM)
  @ApiSuccess(CalendarConnectionResponseDto)
  @ApiNotFoundResponse({ description: 'No such connection of yours' })
  @ApiUnprocessableEntityResponse({ description: 'A kind was given and you have several connections of it' })
  async disconnect(@CurrentAuth() auth: AuthPrincipal, @ConnectionParam() ref: ConnectionRef) {
    return success(CalendarConnectionResponseDto.from(await this.connections.disconnect(auth.userId, ref)));
  }

  @Patch(':calendar/calendars/:externalId')
  @RequireScopes('APPS_WRITE')
  @ApiOperation({ summary: 'Choose whether a calendar is checked for conflicts, and whether bookings are written to it' })
  @ApiParam(CALENDAR_PARAM)
  @ApiParam({ name: 'externalId', description: 'The calendar’s externalId, URL-encoded' })
  @ApiSuccess(CalendarConnectionResponseDto)
  @ApiNotFoundResponse({ description: 'No such connection of yours, or no such calendar in it' })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or a read-only calendar as destination` })
  @ApiBadRequestResponse({ description: 'Malformed JSON' })
  async updateCalendar(
    @CurrentAuth() auth: AuthPrincipal,
    @ConnectionParam() ref: ConnectionRef,
    @Param('externalId') externalId: string,
    @Body() body: UpdateConnectedCalendarDto,
  ) {
    return success(CalendarConnectionResponseDto.from(await this.connections.updateCalendar(auth.userId, ref, externalId, body)));
  }
}
