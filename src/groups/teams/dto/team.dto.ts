import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../common/validation/validate-input';
import { MEMBER_ROLES, type MemberRole } from '../../../membership/member-role';
import { IsIanaTimeZone } from '../../../common/validation/validators';
import { GroupName, GroupSlug } from '../../routes/group-fields';
import type { Team } from '../team';

export class CreateTeamDto {
  @GroupName('Sales')
  name: string;

  @GroupSlug('sales')
  slug: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://example.com/logo.png' })
  @IsOptional()
  @IsString({ message: 'logoUrl must be an https URL' })
  @MaxLength(2000, { message: 'logoUrl must be at most 2000 characters' })
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'logoUrl must be an https URL' })
  logoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString({ message: 'bio must be text of at most 2000 characters' })
  @MaxLength(2000, { message: 'bio must be text of at most 2000 characters' })
  bio?: string | null;

  @ApiPropertyOptional({ example: 'Europe/Berlin', default: 'UTC' })
  @IsOmittable()
  @IsIanaTimeZone()
  timeZone?: string;
}

export class UpdateTeamDto extends PartialType(CreateTeamDto) {}

export class TeamResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ nullable: true, type: String }) logoUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) bio: string | null;
  @ApiProperty({ example: 'Europe/Berlin' }) timeZone: string;
  @ApiProperty({ nullable: true, type: Number, description: 'The organization the team belongs to, if any' }) organizationId: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(t: Team): TeamResponseDto {
    return {
      id: t.id,
      name: t.name,
      slug: t.slug,
      logoUrl: t.logoUrl,
      bio: t.bio,
      timeZone: t.timeZone,
      organizationId: t.organizationId,
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    };
  }
}

export class OwnMembershipDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: MEMBER_ROLES }) role: MemberRole;
  @ApiProperty({ description: 'false: an invitation to accept (PATCH the membership with accepted: true) or decline (DELETE it)' })
  accepted: boolean;
}

export class MyTeamResponseDto extends TeamResponseDto {
  @ApiProperty({ type: OwnMembershipDto }) membership: OwnMembershipDto;
}
