import { Body, Controller, Header, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Anonymous } from '../../common/access/access.decorators';
import { RETRY_AFTER } from '../../common/api/error-responses';
import { RegistrationRequestDto, RegistrationResponseDto } from './dynamic-registration.dto';
import { DynamicRegistrationService } from './dynamic-registration.service';

/** RFC 7591 dynamic client registration: how an agent (an MCP client) registers itself. */
@ApiTags('OAuth 2.0')
@Controller('v2/auth/oauth2/register')
@Anonymous()
export class DynamicRegistrationController {
  constructor(private readonly registration: DynamicRegistrationService) {}

  @Post()
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  @ApiOperation({
    summary: 'Register a client (RFC 7591)',
    description:
      'Only when the registration policy allows dynamic registration (the metadata then names this endpoint as `registration_endpoint`); otherwise 404. ' +
      'The client starts pending review unless the policy approves every self-registered client.',
  })
  @ApiConsumes('application/json')
  @ApiBody({ type: RegistrationRequestDto })
  @ApiCreatedResponse({ type: RegistrationResponseDto, description: 'The client information response (RFC 7591 §3.2.1), with `Cache-Control: no-store`' })
  @ApiBadRequestResponse({ description: '`invalid_redirect_uri`, `invalid_client_metadata` (RFC 7591 §3.2.2)' })
  @ApiNotFoundResponse({ description: 'Dynamic registration is off (the registration policy)' })
  @ApiTooManyRequestsResponse({ description: 'Too many registrations from this address (10 an hour by default)', headers: RETRY_AFTER })
  register(@Body() body: unknown, @Ip() ip: string): Promise<RegistrationResponseDto> {
    return this.registration.register(body, ip);
  }
}
