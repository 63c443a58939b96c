import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Anonymous } from '../access/access.decorators';
import { COPY_BUTTON_SCRIPT } from './copy-button.script';
import { REVIEW_NOTE_SCRIPT } from './review-note.script';
import { VISITOR_TIME_ZONE_SCRIPT } from './visitor-time-zone.script';

/** Scripts our pages load from this origin (the CSP allows no other kind). Public and unchanging. */
@ApiExcludeController()
@Controller('assets')
@Anonymous()
export class PageAssetsController {
  @Get('copy-button.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  copyButton(): string {
    return COPY_BUTTON_SCRIPT;
  }

  @Get('review-note.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  reviewNote(): string {
    return REVIEW_NOTE_SCRIPT;
  }

  @Get('visitor-time-zone.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  visitorTimeZone(): string {
    return VISITOR_TIME_ZONE_SCRIPT;
  }
}
