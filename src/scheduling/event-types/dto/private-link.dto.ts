import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsIsoInstant } from '../../../common/validation/validators';
import type { PrivateLink } from '../private-link.entity';

export class CreatePrivateLinkDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'When the link stops working; never when absent' })
  @IsOptional()
  @IsIsoInstant()
  expiresAt?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100_000, description: 'How many bookings it admits; unlimited when absent' })
  @IsOptional()
  @IsInt({ message: 'maxUses must be a whole number' })
  @Min(1, { message: 'maxUses must be at least 1' })
  @Max(100_000, { message: 'maxUses must be at most 100000' })
  maxUses?: number;
}

export class UpdatePrivateLinkDto {
  @ApiPropertyOptional({ format: 'date-time', nullable: true, type: String, description: 'A new expiry; null: never expires' })
  @IsOptional()
  @IsIsoInstant()
  expiresAt?: string | null;

  @ApiPropertyOptional({ minimum: 1, maximum: 100_000, nullable: true, type: Number, description: 'A new limit of bookings; null: unlimited' })
  @IsOptional()
  @IsInt({ message: 'maxUses must be a whole number' })
  @Min(1, { message: 'maxUses must be at least 1' })
  @Max(100_000, { message: 'maxUses must be at most 100000' })
  maxUses?: number | null;
}

export class PrivateLinkResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() eventTypeId: number;
  @ApiProperty({ example: '…x7Qa', description: 'The last characters of the token, to tell links apart' }) hint: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) expiresAt: string | null;
  @ApiProperty({ nullable: true, type: Number }) maxUses: number | null;
  @ApiProperty() useCount: number;
  @ApiProperty({ description: 'Not expired and not used up' }) usable: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(link: PrivateLink, now = new Date()): PrivateLinkResponseDto {
    return {
      id: link.id,
      eventTypeId: link.eventTypeId,
      hint: `…${link.tokenHint}`,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      maxUses: link.maxUses,
      useCount: link.useCount,
      usable: (link.expiresAt === null || link.expiresAt > now) && (link.maxUses === null || link.useCount < link.maxUses),
      createdAt: link.createdAt.toISOString(),
    };
  }
}

/** The answer to creating a link: the only time the token itself is shown. */
export class CreatedPrivateLinkResponseDto extends PrivateLinkResponseDto {
  @ApiProperty({ description: 'The secret token. Shown once; only its hash is kept.' }) token: string;

  static withToken(link: PrivateLink, token: string): CreatedPrivateLinkResponseDto {
    return { ...PrivateLinkResponseDto.from(link), token };
  }
}
