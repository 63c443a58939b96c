import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { GroupName, GroupSlug } from '../../routes/group-fields';
import type { Organization } from '../organization';

export class CreateOrganizationDto {
  @GroupName('Acme')
  name: string;

  @GroupSlug('acme')
  slug: string;

  @ApiProperty({ example: 'owner@acme.example', description: 'An existing account: it becomes the organization’s first owner' })
  @IsEmail({}, { message: 'ownerEmail must be an email address' })
  @MaxLength(320, { message: 'ownerEmail must be at most 320 characters' })
  ownerEmail: string;
}

export class SetOwnerDto {
  @ApiProperty({ example: 'owner@acme.example', description: 'An existing account: it becomes an owner (its membership accepted)' })
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(320, { message: 'email must be at most 320 characters' })
  email: string;
}

export class OrganizationResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(o: Organization): OrganizationResponseDto {
    return { id: o.id, name: o.name, slug: o.slug, createdAt: o.createdAt.toISOString(), updatedAt: o.updatedAt.toISOString() };
  }
}
