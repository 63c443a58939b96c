import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Min } from 'class-validator';
import { ClientResponseDto } from '../../clients/dto/client.dto';
import { CLIENT_KINDS, CLIENT_STATUSES, ClientStatus, OAuthClient } from '../../clients/client.entity';
import { PageQueryDto } from '../../../common/api/pagination';

export class ReviewDto {
  @ApiPropertyOptional({ example: 3, description: 'The revision reviewed (from the list); refused with 409 if the owner has changed the client since' })
  @IsOptional()
  @IsInt()
  @Min(1)
  revision?: number;
}

export class ReviewReasonDto extends ReviewDto {
  @ApiProperty({ example: 'The website does not match the app name.', description: 'Shown to the owner' })
  @IsString()
  @Length(1, 500)
  reason: string;
}

export class NarrowScopesDto extends ReviewDto {
  @ApiProperty({ type: [String], example: ['PROFILE_READ'], description: 'The scopes the client keeps: all within what it may hold today' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  scopes: string[];
}

export class ListClientsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: CLIENT_STATUSES })
  @IsOptional()
  @IsIn(CLIENT_STATUSES)
  status?: ClientStatus;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: '`true`: only clients with a pending change; `false`: only those without' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'pendingChange must be "true" or "false"' })
  pendingChange?: 'true' | 'false';
}

/** A decision on a pending change names the change it was made on. */
export class ChangeDecisionDto {
  @ApiProperty({ example: 4, description: 'The pending change’s `revision` (from the list); 409 if the owner replaced or withdrew it since' })
  @IsInt()
  @Min(1)
  revision: number;
}

export class RejectChangeDto extends ChangeDecisionDto {
  @ApiProperty({ example: 'The new redirect URI is not on your domain.', description: 'Shown to the owner' })
  @IsString()
  @Length(1, 500)
  reason: string;
}

export class ClientOwnerDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
}

export class ReviewedClientResponseDto extends ClientResponseDto {
  @ApiProperty({ nullable: true, type: ClientOwnerDto }) owner: ClientOwnerDto | null;
  @ApiProperty({ nullable: true, type: String }) reviewedAt: string | null;
  @ApiProperty({ description: 'Bumped by every owner edit' }) revision: number;
  @ApiProperty({ enum: CLIENT_KINDS, description: 'Registered by a person, by itself (RFC 7591), or by its Client ID Metadata Document (its `clientId` is the URL)' })
  kind: string;
  @ApiProperty({
    nullable: true,
    type: [String],
    description: 'A self-registered client: the scopes an administrator narrowed it to, which it cannot step up past; null: any scope of the registration policy',
  })
  scopeCeiling: string[] | null;

  static override from(c: OAuthClient): ReviewedClientResponseDto {
    return {
      ...ClientResponseDto.from(c),
      owner: c.owner ? { id: c.owner.id, email: c.owner.email, name: c.owner.name } : null,
      reviewedAt: c.reviewedAt?.toISOString() ?? null,
      revision: c.revision,
      kind: c.kind,
      scopeCeiling: c.scopeCeiling ?? null,
    };
  }
}

/** Several pending clients rejected at once (a flood of self-registrations), with one reason. */
export class RejectManyDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: 100, description: 'The clients to reject; those not pending (any more) are skipped' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @Length(1, 2048, { each: true })
  clientIds: string[];

  @ApiProperty({ example: 'Registered in a burst from one host.', description: 'Shown to the owners (self-registered clients have none)' })
  @IsString()
  @Length(1, 500)
  reason: string;
}

export class RejectManyResponseDto {
  @ApiProperty({ type: [String], description: 'Rejected now' }) rejected: string[];
  @ApiProperty({ type: [String], description: 'Not rejected: unknown, or not pending' }) skipped: string[];
}
