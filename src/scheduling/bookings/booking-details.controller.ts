import { Controller, Get, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { RequireScopes } from '../../scopes/require-scopes.decorator';
import { actorOf } from '../actor';
import { ApiSuccess, success } from '../../common/api/envelope';
import { UidParam } from '../../common/validation/route-params';
import { BookingDetailsService } from './booking-details.service';
import {
  CalendarLinksResponseDto,
  CalendarReferenceResponseDto,
  MeetingArtifactResponseDto,
} from './dto/booking-response.dto';

/** What a host can read about one of their bookings beyond the booking itself. */
@ApiTags('Bookings')
@ApiNotFoundResponse({ description: 'No booking with you as host has this uid' })
@Controller('v2/bookings/:uid')
export class BookingDetailsController {
  constructor(private readonly details: BookingDetailsService) {}

  @Get('recordings')
  @RequireScopes('BOOKING_READ')
  @ApiOperation({ summary: 'Recordings of the meeting', description: 'Empty until a video integration stores some.' })
  @ApiSuccess(MeetingArtifactResponseDto, { list: true })
  async recordings(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string) {
    return success((await this.details.recordings(actorOf(auth), uid)).map(MeetingArtifactResponseDto.from));
  }

  @Get('transcripts')
  @RequireScopes('BOOKING_READ')
  @ApiOperation({ summary: 'Transcripts of the meeting', description: 'Empty until a video integration stores some.' })
  @ApiSuccess(MeetingArtifactResponseDto, { list: true })
  async transcripts(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string) {
    return success((await this.details.transcripts(actorOf(auth), uid)).map(MeetingArtifactResponseDto.from));
  }

  @Get('references')
  @RequireScopes('BOOKING_READ')
  @ApiOperation({ summary: 'Calendar entries integrations created for the booking' })
  @ApiSuccess(CalendarReferenceResponseDto, { list: true })
  async references(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string) {
    return success((await this.details.references(actorOf(auth), uid)).map(CalendarReferenceResponseDto.from));
  }

  @Get('calendar-links')
  @RequireScopes('BOOKING_READ')
  @ApiOperation({
    summary: 'Add-to-calendar links',
    description: 'Google, Outlook and Yahoo links, and the .ics file as a data: URL; times in UTC.',
  })
  @ApiSuccess(CalendarLinksResponseDto)
  async calendarLinks(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string) {
    const links = await this.details.calendarLinks(actorOf(auth), uid);
    const data: CalendarLinksResponseDto = { google: links.google, outlook: links.outlook, yahoo: links.yahoo, ics: links.ics };
    return success(data);
  }

  @Get('calendar-links/ics')
  @RequireScopes('BOOKING_READ')
  @ApiOperation({ summary: 'Download the booking as an iCalendar (.ics) file', description: 'RFC 5545; times in UTC.' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The .ics file, as an attachment', schema: { type: 'string' } })
  async ics(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string): Promise<StreamableFile> {
    const file = await this.details.icsFile(actorOf(auth), uid);
    // The filename is built from the uid, which the pipe has restricted to [A-Za-z0-9_-].
    return new StreamableFile(Buffer.from(file.content, 'utf8'), {
      type: 'text/calendar; charset=utf-8',
      disposition: `attachment; filename="${file.filename}"`,
    });
  }
}
