import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/*
 * The fields every group is created with, validated alike for teams and organizations. Each lists
 * its decorators bottom-up, the order they apply in as written on a property, so the checks run
 * (and their messages come) in the order they always had.
 */

/** A group's name: 1 to 100 characters. */
export const GroupName = (example: string) =>
  applyDecorators(
    Length(1, 100, { message: 'name must be 1 to 100 characters' }),
    IsString({ message: 'name must be 1 to 100 characters' }),
    ApiProperty({ example }),
  );

/** A group's slug: lower-case letters and digits separated by single hyphens, unique among its kind. */
export const GroupSlug = (example: string) =>
  applyDecorators(
    Matches(SLUG, { message: 'slug must be lower-case letters and digits, separated by single hyphens' }),
    Length(1, 100, { message: 'slug must be 1 to 100 characters' }),
    IsString({ message: 'slug must be 1 to 100 characters' }),
    ApiProperty({ example, description: 'Lower-case letters, digits and hyphens; unique across the service' }),
  );
