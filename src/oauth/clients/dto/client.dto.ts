import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ALL_SCOPES } from '../../../scopes/scope-catalogue';
import { CLIENT_NAME_RULE, MAX_CLIENT_NAME } from '../client-rules';
import { CLIENT_STATUSES, CLIENT_TYPES, ClientType, OAuthClient } from '../client.entity';
import { heldFields, heldOf, PendingChange, REVIEWED_FIELDS, ReviewedField } from '../pending-change';

/*
 * The DTOs check shapes only (strings, arrays, bounded sizes). The rules with messages that name
 * the bad value (redirect URIs, scopes) live in `client-rules.ts`, shared by the API and the pages.
 */

export class CreateClientDto {
  @ApiProperty({ example: 'Acme Scheduler', description: 'Shown to people on the consent page; trimmed', minLength: 1, maxLength: MAX_CLIENT_NAME })
  @IsString()
  // A bound on what is read; the rule (1 to 100 once trimmed) is `checkName`'s, with the same message.
  @MaxLength(2 * MAX_CLIENT_NAME, { message: CLIENT_NAME_RULE })
  name: string;

  @ApiProperty({ type: [String], example: ['https://app.example.com/oauth/callback'], description: '1 to 10 exact URIs' })
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(4096, { each: true })
  redirectUris: string[];

  @ApiProperty({ enum: ALL_SCOPES, isArray: true, example: ['BOOKING_READ', 'PROFILE_READ'], description: 'At least 1' })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  scopes: string[];

  @ApiProperty({ enum: CLIENT_TYPES, description: '`public` clients (mobile, single-page) have no secret and must use PKCE.' })
  @IsIn(CLIENT_TYPES, { message: 'type must be "confidential" or "public"' })
  type: ClientType;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://app.example.com/logo.png' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  logoUri?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://app.example.com' })
  @IsOptional()
  @IsString()
  @MaxLength(4096)
  websiteUri?: string | null;
}

/** Every field optional; the type cannot change (create a new client instead). */
export class UpdateClientDto extends PartialType(OmitType(CreateClientDto, ['type'] as const)) {}

export class PendingChangeDto {
  @ApiProperty({ enum: REVIEWED_FIELDS, isArray: true, description: 'The fields this change would set; only these are present below' })
  fields: ReviewedField[];
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'null: the logo is removed' }) logoUri?: string | null;
  @ApiPropertyOptional({ type: [String], description: 'The whole list as it will be once approved' }) redirectUris?: string[];
  @ApiPropertyOptional({ enum: ALL_SCOPES, isArray: true, description: 'The whole list as it will be once approved' }) scopes?: string[];
  @ApiProperty({ description: 'The revision an administrator’s decision on this change must name' }) revision: number;
  @ApiProperty() submittedAt: string;

  static from(change: PendingChange | null): PendingChangeDto | null {
    return change ? { fields: heldFields(change), ...heldOf(change), revision: change.revision, submittedAt: change.submittedAt } : null;
  }
}

export class ChangeRejectionDto {
  @ApiProperty({ description: 'As the administrator wrote it' }) reason: string;
  @ApiProperty() rejectedAt: string;
  @ApiProperty({ enum: REVIEWED_FIELDS, isArray: true }) fields: ReviewedField[];
}

export class ClientResponseDto {
  @ApiProperty() clientId: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: CLIENT_TYPES }) type: ClientType;
  @ApiProperty({ enum: CLIENT_STATUSES }) status: string;
  @ApiProperty({ nullable: true, type: String, description: 'Why it was rejected or suspended' }) statusReason: string | null;
  @ApiProperty({ type: [String] }) redirectUris: string[];
  @ApiProperty({ enum: ALL_SCOPES, isArray: true }) scopes: string[];
  @ApiProperty({ description: 'Tokens are unrestricted until scopes are selected' }) legacy: boolean;
  @ApiProperty({ nullable: true, type: String }) logoUri: string | null;
  @ApiProperty({ nullable: true, type: String }) websiteUri: string | null;
  @ApiProperty({
    nullable: true,
    type: PendingChangeDto,
    description: 'An edit of the approved client that waits for an administrator’s review; the fields above stay as approved until then',
  })
  pendingChange: PendingChangeDto | null;
  @ApiProperty({ nullable: true, type: ChangeRejectionDto, description: 'Why the last pending change was rejected (until the next one is submitted or approved)' })
  changeRejection: ChangeRejectionDto | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;

  static from(c: OAuthClient): ClientResponseDto {
    return {
      clientId: c.clientId,
      name: c.name,
      type: c.type,
      status: c.status,
      statusReason: c.statusReason,
      redirectUris: c.redirectUris,
      scopes: c.scopes,
      legacy: c.legacy,
      logoUri: c.logoUri,
      websiteUri: c.websiteUri,
      pendingChange: PendingChangeDto.from(c.pendingChange),
      changeRejection: c.changeRejection,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    };
  }
}

export class CreatedClientResponseDto extends ClientResponseDto {
  @ApiPropertyOptional({ description: 'Confidential clients only. Shown this once: store it now.' })
  clientSecret?: string;
}

export class SecretResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '…x7Qa' }) hint: string;
  @ApiProperty() createdAt: string;
}

export class NewSecretResponseDto extends SecretResponseDto {
  @ApiProperty({ description: 'Shown this once: store it now.' }) secret: string;
}
