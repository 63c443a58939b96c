import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { ClientResponseDto } from '../../clients/dto/client.dto';
import { CLIENT_STATUSES, ClientStatus, OAuthClient } from '../../clients/client.entity';

export class ReviewReasonDto {
  @ApiProperty({ example: 'The website does not match the app name.', description: 'Shown to the owner' })
  @IsString()
  @Length(1, 500)
  reason: string;
}

export class ListClientsQueryDto {
  @ApiPropertyOptional({ enum: CLIENT_STATUSES })
  @IsOptional()
  @IsIn(CLIENT_STATUSES)
  status?: ClientStatus;
}

export class ReviewedClientResponseDto extends ClientResponseDto {
  @ApiProperty({ nullable: true }) owner: { id: number; email: string; name: string } | null;
  @ApiProperty({ nullable: true }) reviewedAt: string | null;

  static override from(c: OAuthClient): ReviewedClientResponseDto {
    return {
      ...ClientResponseDto.from(c),
      owner: c.owner ? { id: c.owner.id, email: c.owner.email, name: c.owner.name } : null,
      reviewedAt: c.reviewedAt?.toISOString() ?? null,
    };
  }
}
