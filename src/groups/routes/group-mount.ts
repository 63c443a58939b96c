import { applyDecorators, Get, type Type } from '@nestjs/common';
import { ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT } from '../../common/api/envelope';
import type { Unit } from '../../membership/membership-rules';

/**
 * Where a kind of group mounts one of the route families teams and organizations share (event
 * types, bookings), and how those routes receive the caller's access to the group. The family's
 * factory takes it first, then the family's own access rules.
 */
export interface GroupMount {
  unit: Unit;
  /** The controller's name (route table, OpenAPI operation ids). */
  name: string;
  tag: string;
  paths: string | string[];
  /** The parameter decorator that hands each route the caller's access to the group (`@CurrentTeam`, `@CurrentOrg`). */
  access: () => ParameterDecorator;
}

/** The access rules of a shared route family: of its reads, and of its changes. */
export interface GroupRules {
  read: MethodDecorator;
  write: MethodDecorator;
}

/**
 * The list route of a group: `GET` (at `path`, if given) one page of the group's items (200 with the page, 422
 * for a bad `take`, `skip` or filter). Listed bottom-up, the order TypeScript applies decorators in
 * (the OpenAPI document keeps it).
 */
export function ListRoute(rule: MethodDecorator, operation: MethodDecorator, item: Type<unknown>, path?: string): MethodDecorator {
  return applyDecorators(ApiUnprocessableEntityResponse({ description: INVALID_INPUT }), ApiSuccess(item, { page: true }), operation, rule, Get(path));
}
