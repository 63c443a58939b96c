import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Length, Matches, MaxLength } from 'class-validator';
import type { Organization } from '../organization';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class CreateOrganizationDto {
  @ApiProperty({ example: 'Acme' })
  @IsString({ message: 'name must be 1 to 100 characters' })
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name: string;

  @ApiProperty({ example: 'acme', description: 'Lower-case letters, digits and hyphens; unique across the service' })
  @IsString({ message: 'slug must be 1 to 100 characters' })
  @Length(1, 100, { message: 'slug must be 1 to 100 characters' })
  @Matches(SLUG, { message: 'slug must be lower-case letters and digits, separated by single hyphens' })
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
