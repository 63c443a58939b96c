import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService } from '@nestjs/terminus';
import { Anonymous } from '../common/access/access.decorators';
import { ErrorEnvelopeDto, RETRY_AFTER } from '../common/api/error-responses';
import { DatabaseReadiness } from './database-readiness';

/** Terminus documents its own 503 body; ours passes through the error filter, so it is the envelope. */
const Unavailable = () =>
  ApiServiceUnavailableResponse({ description: 'Not ready (the database does not answer)', headers: RETRY_AFTER, schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } });

@ApiTags('Health')
@Controller('health')
@Anonymous()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseReadiness,
  ) {}

  @Get()
  @Unavailable()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  live() {
    return this.health.check([]);
  }

  @Get('ready')
  @Unavailable()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the database answers' })
  ready() {
    return this.health.check([() => this.database.check()]);
  }
}
