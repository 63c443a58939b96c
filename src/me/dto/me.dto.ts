import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Length, MaxLength } from 'class-validator';
import { IsOmittable } from '../../common/http/validate-input';
import { User, WEEK_STARTS, WeekStart } from '../../accounts/user.entity';

/** People have no user name here: the part of their email address before the @ stands in, for display. */
export const usernameOf = (email: string): string => email.split('@')[0].toLowerCase().replace(/[^a-z0-9-]+/g, '-');

/** What the profile names that is kept elsewhere: the default schedule, the organization. */
export interface MeFacts {
  defaultScheduleId: number | null;
  organizationId: number | null;
}

export class MeResponseDto {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ example: 'Ana Lima' }) name: string;
  @ApiProperty({ example: 'Europe/Lisbon', description: 'IANA time zone' }) timeZone: string;
  @ApiProperty({ enum: WEEK_STARTS, example: 'monday' }) weekStart: WeekStart;
  @ApiProperty({ example: 'pt-PT', description: 'BCP 47 language tag' }) locale: string;
  @ApiProperty({ example: '2026-01-31T09:00:00.000Z' }) createdAt: string;
  @ApiProperty({ example: 'ana', description: 'For display: the part of the email address before the @ (people have no user name here; nothing is looked up by it)' })
  username: string;
  @ApiProperty({ enum: [12, 24], example: 24, description: 'The clock the locale writes: 12 hours for US English, else 24' }) timeFormat: 12 | 24;
  @ApiProperty({ nullable: true, type: Number, example: 7, description: 'The default schedule; null before the first one' }) defaultScheduleId: number | null;
  @ApiProperty({ nullable: true, type: Number, example: null, description: 'The organization the person belongs to (the first, by name, if several); null if none' })
  organizationId: number | null;

  static from(u: User, facts: MeFacts): MeResponseDto {
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      timeZone: u.timeZone,
      weekStart: u.weekStart,
      locale: u.locale,
      createdAt: u.createdAt.toISOString(),
      username: usernameOf(u.email),
      timeFormat: u.locale === 'en' || u.locale === 'en-US' ? 12 : 24,
      defaultScheduleId: facts.defaultScheduleId,
      organizationId: facts.organizationId,
    };
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
