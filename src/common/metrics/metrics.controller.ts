import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Anonymous } from '../access/access.decorators';
import { NotFoundError } from '../errors/domain-errors';
import { Metrics } from './metrics';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * `GET /metrics`, the Prometheus text format, for the operator's scraper only: it needs
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN, and to anyone without it, the
 * route answers 404: what is counted (routes, error rates) is no business of the internet, and
 * a 401 would only confirm that there is something to guess. The token is compared in constant
 * time (both sides hashed first, so their lengths say nothing either). Left out of the API's
 * OpenAPI document: it is the operator's, not an app's.
 */
@ApiExcludeController()
@Controller('metrics')
@Anonymous()
export class MetricsController {
  private readonly expected: Buffer | undefined;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.expected = config.metrics.token === undefined ? undefined : digest(config.metrics.token);
  }

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() res: Response): Promise<void> {
    if (!this.allowed(authorization)) throw new NotFoundError('Not found.');
    const text = await this.metrics.registry.metrics();
    // Written as it is (`send` would reorder the content type's parameters).
    res.status(200).set({ 'Content-Type': this.metrics.registry.contentType, 'Cache-Control': 'no-store', 'Content-Length': String(Buffer.byteLength(text)) }).end(text);
  }

  private allowed(authorization: string | undefined): boolean {
    if (this.expected === undefined || typeof authorization !== 'string') return false;
    const match = /^Bearer +(\S+)$/i.exec(authorization);
    return match !== null && timingSafeEqual(digest(match[1]), this.expected);
  }
}
