import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_TAKE = 100;
export const MAX_TAKE = 250;

export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_TAKE, default: DEFAULT_TAKE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'take must be a whole number' })
  @Min(1, { message: 'take must be at least 1' })
  @Max(MAX_TAKE, { message: `take must be at most ${MAX_TAKE}` })
  take?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'skip must be a whole number' })
  @Min(0, { message: 'skip must not be negative' })
  // Beyond this a number is no longer exact, and the database refuses the OFFSET (a 500).
  @Max(Number.MAX_SAFE_INTEGER, { message: `skip must be at most ${Number.MAX_SAFE_INTEGER}` })
  skip?: number;
}

export interface Page<T> {
  items: T[];
  /** How many there are in all, for the given filters. */
  total: number;
  take: number;
  skip: number;
}

export function pageWindow(query: PageQueryDto = {}): { take: number; skip: number } {
  return { take: query.take ?? DEFAULT_TAKE, skip: query.skip ?? 0 };
}

export function mapPage<T, R>(page: Page<T>, map: (item: T) => R): Page<R> {
  return { ...page, items: page.items.map(map) };
}

/** One page of a list already in memory (a handful of items, computed rather than stored: calendar connections, busy times). */
export function pageOf<T>(items: readonly T[], query: PageQueryDto = {}): Page<T> {
  const { take, skip } = pageWindow(query);
  return { items: items.slice(skip, skip + take), total: items.length, take, skip };
}
