import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../accounts/current-user.decorator';
import { User } from '../../accounts/user.entity';
import { FirstParty } from '../../common/access/access.decorators';
import { ApiNoContent, ApiSuccess, success } from '../../common/api/envelope';
import { IdParam } from '../../common/validation/route-params';
import { ClientSecretsService } from './client-secrets.service';
import { ClientsService } from './clients.service';
import {
  ClientResponseDto,
  CreateClientDto,
  CreatedClientResponseDto,
  NewSecretResponseDto,
  SecretResponseDto,
  UpdateClientDto,
} from './dto/client.dto';

const owner = (user: User) => ({ kind: 'user' as const, userId: user.id });

/** Developer settings, for scripts: the signed-in owner's OAuth clients and their secrets. */
@ApiTags('Developer settings: OAuth clients')
@ApiCookieAuth()
@Controller('v2/oauth-clients')
@FirstParty()
export class DeveloperClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly secrets: ClientSecretsService,
  ) {}

  @Post()
  @Header('Cache-Control', 'no-store') // the response carries the new secret
  @ApiOperation({ summary: 'Register a client', description: 'It starts `pending` until an administrator approves it. A confidential client gets its first secret, shown this once.' })
  @ApiSuccess(CreatedClientResponseDto, { status: 201 })
  @ApiUnprocessableEntityResponse({ description: 'A redirect URI or scope that breaks the rules, named in the message' })
  async create(@CurrentUser() user: User, @Body() body: CreateClientDto) {
    const { client, secret } = await this.clients.create(owner(user), body);
    const data: CreatedClientResponseDto = { ...ClientResponseDto.from(client), ...(secret ? { clientSecret: secret } : {}) };
    return success(data);
  }

  @Get()
  @ApiOperation({ summary: 'List your clients' })
  @ApiSuccess(ClientResponseDto, { list: true })
  async list(@CurrentUser() user: User) {
    return success((await this.clients.listOwned(user.id)).map(ClientResponseDto.from));
  }

  @Get(':clientId')
  @ApiOperation({ summary: 'Get one of your clients' })
  @ApiSuccess(ClientResponseDto)
  async get(@CurrentUser() user: User, @Param('clientId') clientId: string) {
    return success(ClientResponseDto.from(await this.clients.getOwned(user.id, clientId)));
  }

  @Patch(':clientId')
  @ApiOperation({
    summary: 'Edit a client',
    description:
      'A `pending` client changes at once; a `rejected` one changes and goes back to `pending`. On an `approved` client, changing the name or logo, adding a redirect URI or adding a scope is held as its `pendingChange` until an administrator approves it; the approved values keep working meanwhile. What cannot widen access (the website, removing redirect URIs or scopes) applies at once, also within an edit that holds the rest. Fields left out keep the values of the pending change, if any; a new edit replaces it. Selecting scopes on a legacy client migrates it.',
  })
  @ApiSuccess(ClientResponseDto)
  @ApiConflictResponse({ description: 'A suspended client cannot propose changes to what was reviewed' })
  @ApiUnprocessableEntityResponse({ description: 'A redirect URI or scope that breaks the rules, named in the message' })
  async update(@CurrentUser() user: User, @Param('clientId') clientId: string, @Body() body: UpdateClientDto) {
    const { client } = await this.clients.update(owner(user), clientId, body);
    return success(ClientResponseDto.from(client));
  }

  @Delete(':clientId/pending-change')
  @ApiOperation({ summary: 'Withdraw the pending change', description: 'The client stays as approved.' })
  @ApiSuccess(ClientResponseDto)
  @ApiConflictResponse({ description: 'The client has no pending change' })
  async withdrawChange(@CurrentUser() user: User, @Param('clientId') clientId: string) {
    return success(ClientResponseDto.from(await this.clients.withdrawChange(owner(user), clientId)));
  }

  @Delete(':clientId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a client', description: 'Every token issued to it stops working.' })
  @ApiNoContent()
  async remove(@CurrentUser() user: User, @Param('clientId') clientId: string): Promise<void> {
    await this.clients.delete(owner(user), clientId);
  }

  @Post(':clientId/secrets')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Create a secret (rotation)', description: 'At most 2 are active. The secret is shown this once.' })
  @ApiSuccess(NewSecretResponseDto, { status: 201 })
  @ApiConflictResponse({ description: 'Already 2 active secrets, or a public client' })
  async createSecret(@CurrentUser() user: User, @Param('clientId') clientId: string) {
    const s = await this.secrets.create(owner(user), clientId);
    const data: NewSecretResponseDto = { id: s.id, secret: s.secret, hint: s.hint, createdAt: s.createdAt.toISOString() };
    return success(data);
  }

  @Get(':clientId/secrets')
  @ApiOperation({ summary: 'List the active secrets (hints only)' })
  @ApiSuccess(SecretResponseDto, { list: true })
  async listSecrets(@CurrentUser() user: User, @Param('clientId') clientId: string) {
    const secrets = await this.secrets.listActive(user.id, clientId);
    const data: SecretResponseDto[] = secrets.map((s) => ({ id: s.id, hint: s.hint, createdAt: s.createdAt.toISOString() }));
    return success(data);
  }

  @Delete(':clientId/secrets/:secretId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a secret', description: 'Effective at once. The last active secret cannot be revoked.' })
  @ApiNoContent()
  @ApiConflictResponse({ description: 'The last active secret' })
  async revokeSecret(
    @CurrentUser() user: User,
    @Param('clientId') clientId: string,
    @IdParam('secretId', 'Secret') secretId: number,
  ): Promise<void> {
    await this.secrets.revoke(owner(user), clientId, secretId);
  }
}
