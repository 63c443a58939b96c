import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';

/**
 * Everything we use of Nest 11 that is not its documented API, in one place: the metadata keys
 * its route decorators write (`@Controller(path)`, `@Get(path)`...), exported from
 * `@nestjs/common/constants`, a module Nest does not document. The route table
 * (common/access/route-table.ts) reads them to list every route with its access rule, so that the
 * app refuses to start with a route that declares none.
 *
 * nest-internals.spec.ts pins the versions they were checked against and declares routes with the
 * decorators, so an upgrade that renames a key or changes what it holds fails there, by name,
 * rather than as an app that starts with an empty route table. No other file reads these keys.
 */

/**
 * The paths a controller class or a handler method was declared with, as written (`@Controller()`
 * declares '/', a handler's `@Get()` '/'), or undefined for a method that is no route handler.
 */
export function declaredPaths(target: object): string[] | undefined {
  const paths = Reflect.getMetadata(PATH_METADATA, target) as string | string[] | undefined;
  return paths === undefined ? undefined : Array.isArray(paths) ? paths : [paths];
}

/** The HTTP method a route handler was declared with (`@Get()` → 'GET', `@All()` → 'ALL'). */
export function declaredMethod(handler: object): string {
  return RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
}
