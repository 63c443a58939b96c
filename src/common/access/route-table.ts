import { INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { declaredMethod, declaredPaths } from '../http/nest-internals';
import { ACCESS_RULE, AccessRule } from './access.decorators';

export interface RouteEntry {
  method: string;
  path: string;
  controller: string;
  handler: string;
  access?: AccessRule;
  /** Both the controller and the handler declare a rule. */
  conflicting: boolean;
}

/** Every route of the application with its declared access rule. */
export function collectRoutes(app: INestApplication): RouteEntry[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const routes: RouteEntry[] = [];
  for (const wrapper of discovery.getControllers()) {
    const type = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!type) continue;
    const classRule: AccessRule | undefined = Reflect.getMetadata(ACCESS_RULE, type);
    const prefixes = declaredPaths(type) ?? [''];
    for (const name of scanner.getAllMethodNames(type.prototype)) {
      const handler = (type.prototype as Record<string, unknown>)[name] as object;
      const paths = declaredPaths(handler);
      if (paths === undefined) continue;
      const method = declaredMethod(handler);
      const handlerRule: AccessRule | undefined = Reflect.getMetadata(ACCESS_RULE, handler);
      for (const prefix of prefixes) {
        for (const path of paths) {
          routes.push({
            method,
            path: join(prefix, path),
            controller: type.name,
            handler: name,
            access: handlerRule ?? classRule,
            conflicting: Boolean(handlerRule && classRule),
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/**
 * Fails closed at start-up: a route that does not say who may call it, or says it twice, stops the
 * application with the route's name instead of silently serving it.
 */
export function assertEveryRouteDeclaresAccess(app: INestApplication): void {
  const problems = collectRoutes(app).flatMap((r) =>
    !r.access
      ? [`${r.method} ${r.path} (${r.controller}.${r.handler}) declares no access rule`]
      : r.conflicting
        ? [`${r.method} ${r.path} (${r.controller}.${r.handler}) declares an access rule on both its controller and its handler`]
        : [],
  );
  if (problems.length > 0) {
    throw new Error(`Refusing to start: every route must declare exactly one access rule.\n  ${problems.join('\n  ')}`);
  }
}

const join = (a: string, b: string) => '/' + [a, b].map((s) => s.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
