import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Length, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/validation/validate-input';
import { User, WEEK_STARTS, WeekStart } from '../../accounts/user.entity';

export class MeResponseDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ example: 'Ana Lima' }) name: string;
  @ApiProperty({ example: 'Europe/Lisbon', description: 'IANA time zone' }) timeZone: string;
  @ApiProperty({ enum: WEEK_STARTS, example: 'monday' }) weekStart: WeekStart;
  @ApiProperty({ example: 'pt-PT', description: 'BCP 47 language tag' }) locale: string;
  @ApiProperty({ example: '2026-01-31T09:00:00.000Z' }) createdAt: string;
  @ApiProperty({ example: 'ana', description: 'A name for display, from the email address (the part before the @); not a sign-in name' })
  username: string;
  @ApiProperty({ enum: [12, 24], example: 24, description: "The clock the person's locale writes: 12 hours for English (US), else 24" })
  timeFormat: 12 | 24;
  @ApiProperty({ nullable: true, type: Number, example: 7, description: 'Their default schedule; null until they have one' })
  defaultScheduleId: number | null;
  @ApiProperty({ nullable: true, type: Number, example: null, description: 'The organization they belong to (an accepted membership); null when none' })
  organizationId: number | null;

  static from(u: User, where: ProfilePlaces): MeResponseDto {
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      timeZone: u.timeZone,
      weekStart: u.weekStart,
      locale: u.locale,
      createdAt: u.createdAt.toISOString(),
      username: usernameOf(u.email),
      timeFormat: TWELVE_HOUR_LOCALES.has(u.locale) ? 12 : 24,
      defaultScheduleId: where.defaultScheduleId,
      organizationId: where.organizationId,
    };
  }
}

/** Where a person's profile points, read beside their row: their default schedule and organization. */
export interface ProfilePlaces {
  defaultScheduleId: number | null;
  organizationId: number | null;
}

/** The locales whose clock has 12 hours (the profile keeps no time format of its own). */
const TWELVE_HOUR_LOCALES = new Set(['en', 'en-US']);

/** A display name from the email address: its local part, lower case, other characters as hyphens. */
export const usernameOf = (email: string): string => email.split('@')[0].toLowerCase().replace(/[^a-z0-9-]+/g, '-');

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
