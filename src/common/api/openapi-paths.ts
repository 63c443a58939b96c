import type { OpenAPIObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: object;
}

/**
 * Team routes are served under two paths (the team's own, and the same under its organization).
 * Swagger gives both operations the same parameters and ids like `get[0]` and `get[1]`; this makes
 * each operation list exactly its own path's parameters, and names the organization's twin
 * `...InOrganization`, so generated clients and the docs are right about both.
 */
export function alignPathParameters(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as ParameterObject[];
      const kept = parameters.filter((p) => p.in !== 'path' || names.includes(p.name));
      for (const name of names) {
        if (!kept.some((p) => p.in === 'path' && p.name === name)) kept.push({ name, in: 'path', required: true, schema: { type: 'number' } });
      }
      operation.parameters = kept as typeof operation.parameters;
      const viaOrganization = path.startsWith('/v2/organizations/{orgId}/teams/{teamId}');
      operation.operationId = operation.operationId?.replace(/\[\d+\]$/, viaOrganization ? 'InOrganization' : '');
    }
  }
  return document;
}
