import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsString, MaxLength } from 'class-validator';
import { ALL_SCOPES } from '../../scopes/scope-catalogue';
import type { RegistrationPolicy } from './registration-policy';

const SCOPES = 'What self-registered clients may be enabled for (at least one; default: the twelve personal scopes)';
const HOSTS =
  'Hostnames whose Client ID Metadata Documents count as reviewed by this policy; `*` approves every self-registered client within the policy. Others start `pending` in the review queue.';

/** `PUT /v2/admin/registration-policy`: the whole policy. */
export class RegistrationPolicyDto {
  @ApiProperty({ description: 'Dynamic client registration (RFC 7591) at `/v2/auth/oauth2/register`' })
  @IsBoolean()
  dynamicRegistration: boolean;

  @ApiProperty({ description: 'Client ID Metadata Documents: an https `client_id` URL is fetched and registers its client' })
  @IsBoolean()
  metadataDocuments: boolean;

  @ApiProperty({ enum: ALL_SCOPES, isArray: true, description: SCOPES })
  @IsArray()
  @ArrayMaxSize(ALL_SCOPES.length)
  @IsString({ each: true })
  scopes: string[];

  @ApiProperty({ type: [String], example: ['claude.ai', 'vscode.dev'], description: HOSTS })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(253, { each: true })
  autoApproveHosts: string[];
}

export class RegistrationPolicyResponseDto {
  @ApiProperty() dynamicRegistration: boolean;
  @ApiProperty() metadataDocuments: boolean;
  @ApiProperty({ enum: ALL_SCOPES, isArray: true, description: SCOPES }) scopes: string[];
  @ApiProperty({ type: [String], description: HOSTS }) autoApproveHosts: string[];

  static from(policy: RegistrationPolicy): RegistrationPolicyResponseDto {
    return { dynamicRegistration: policy.dynamicRegistration, metadataDocuments: policy.metadataDocuments, scopes: policy.scopes, autoApproveHosts: policy.autoApproveHosts };
  }
}
