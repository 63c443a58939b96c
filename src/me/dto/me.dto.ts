import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Length, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/http/validate-input';
import { User, WEEK_STARTS, WeekStart } from '../../accounts/user.entity';

export class MeResponseDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ example: 'Ana Lima' }) name: string;
  @ApiProperty({ example: 'Europe/Lisbon', description: 'IANA time zone' }) timeZone: string;
  @ApiProperty({ enum: WEEK_STARTS, example: 'monday' }) weekStart: WeekStart;
  @ApiProperty({ example: 'pt-PT', description: 'BCP 47 language tag' }) locale: string;
  @ApiProperty({ example: '2026-01-31T09:00:00.000Z' }) createdAt: string;

  static from(u: User): MeResponseDto {
    return { id: u.id, email: u.email, name: u.name, timeZone: u.timeZone, weekStart: u.weekStart, locale: u.locale, createdAt: u.createdAt.toISOString() };
  }
}

export class UpdateMeDto {
  @ApiPropertyOptional({ example: 'Ana Lima' })
  @IsOmittable()
  @IsString()
  @Length(1, 100)
  name?: string;

  @ApiPropertyOptional({ example: 'America/Sao_Paulo', description: 'IANA time zone' })
  @IsOmittable()
  @IsString()
  @MaxLength(64)
  timeZone?: string;

  @ApiPropertyOptional({ enum: WEEK_STARTS })
  @IsOmittable()
  @IsIn(WEEK_STARTS, { message: `weekStart must be one of ${WEEK_STARTS.join(', ')}` })
  weekStart?: WeekStart;

  @ApiPropertyOptional({ example: 'en-GB', description: 'BCP 47 language tag' })
  @IsOmittable()
  @IsString()
  @MaxLength(35)
  locale?: string;
}
