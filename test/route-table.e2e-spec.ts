import { NestFactory } from '@nestjs/core';
import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertEveryRouteDeclaresAccess, collectRoutes } from '../src/common/access/route-table';
import { McpToolScopes } from '../src/scopes/mcp-tool-scopes';
import { ALL_SCOPES } from '../src/scopes/scope-catalogue';
import { renderScopesDoc } from '../src/scopes/scopes-doc';
import { createTestApp, TestApp } from './setup/test-app';

describe('Every route declares who may call it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prints the route → access table, which matches the snapshot', () => {
    const routes = collectRoutes(t.app);
    const table = routes.map((r) => {
      const rule = r.access!;
      const needs = rule.kind === 'scopes' ? (rule.scopes.length ? rule.scopes.join('+') : 'any-token') + (rule.member ? ` ${rule.member.of}:${rule.member.role}${rule.member.selfService ? ':self' : ''}` : '') : rule.kind === 'first-party' ? `first-party${rule.admin ? ':admin' : ''}${rule.signedIn === 'optional' ? ':optional' : ''}` : rule.kind;
      return `${r.method.padEnd(6)} ${r.path.padEnd(58)} ${needs}`;
    });
    process.stdout.write(`\nRoute → access\n${table.join('\n')}\n`);
    expect(table).toMatchSnapshot();
  });

  it('every /v2 route has exactly one declaration', () => {
    const api = collectRoutes(t.app).filter((r) => r.path.startsWith('/v2'));
    expect(api.length).toBeGreaterThan(10);
    expect(api.filter((r) => !r.access || r.conflicting)).toEqual([]);
  });

  it('every one of the 30 scopes guards at least one route', () => {
    const used = new Set(collectRoutes(t.app).flatMap((r) => (r.access?.kind === 'scopes' ? r.access.scopes : [])));
    expect(ALL_SCOPES.filter((s) => !used.has(s))).toEqual([]);
    expect(ALL_SCOPES).toHaveLength(30);
  });

  it('docs/scopes.md is current (regenerate with npm run docs:scopes)', () => {
    const onDisk = readFileSync(join(__dirname, '..', 'docs', 'scopes.md'), 'utf8');
    expect(onDisk).toBe(renderScopesDoc(collectRoutes(t.app), t.app.get(McpToolScopes)));
  });

  it('the OpenAPI document lists each scoped operation’s scopes', async () => {
    const spec = (await t.http().get('/docs/openapi.json').expect(200)).body;
    expect(spec.paths['/v2/me'].get.security).toEqual(expect.arrayContaining([{ oauth2: ['PROFILE_READ'] }]));
    expect(spec.paths['/v2/me'].get['x-required-scopes']).toEqual(['PROFILE_READ']);
    expect(spec.paths['/v2/me'].patch['x-required-scopes']).toEqual(['PROFILE_WRITE']);
    const flow = spec.components.securitySchemes.oauth2.flows.authorizationCode;
    expect(flow.authorizationUrl).toBe(`${t.url}/auth/oauth2/authorize`);
    expect(flow.tokenUrl).toBe(`${t.url}/v2/auth/oauth2/token`);
    expect(Object.keys(flow.scopes)).toHaveLength(30);
  });

  it('the OpenAPI document lists each security requirement of an operation once', async () => {
    const spec = (await t.http().get('/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const repeated = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.security && new Set(op.security.map((r) => JSON.stringify(r))).size !== op.security.length)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(repeated).toEqual([]);
    expect(spec.paths['/v2/oauth-clients'].get.security).toEqual([{ cookie: [] }]);
  });

  it('the app refuses to start with a route that declares nothing, naming it', async () => {
    @Controller('v2/forgotten')
    class ForgottenController {
      @Get(':id')
      find() {
        return 'exposed';
      }
    }
    @Module({ imports: [DiscoveryModule], controllers: [ForgottenController] })
    class BrokenModule {}
    const app = await NestFactory.create(BrokenModule, { logger: false });
    expect(() => assertEveryRouteDeclaresAccess(app)).toThrow(/GET \/v2\/forgotten\/:id \(ForgottenController\.find\) declares no access rule/);
    await app.close();
  });
});
