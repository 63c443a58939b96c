import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Anonymous } from '../common/access/access.decorators';
import { apiDocsScript } from './api-docs';

const SCRIPT = apiDocsScript();

/** The API reference's own script (the CSP allows scripts from this origin only, none inline). */
@ApiExcludeController()
@Controller('assets')
@Anonymous()
export class ApiDocsAssetsController {
  @Get('api-docs.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  script(): string {
    return SCRIPT;
  }
}
