import { All, Controller, Delete, Get, Post } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { declaredMethod, declaredPaths } from './nest-internals';

/** major.minor of an installed package, read from its package.json. */
function installed(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return version.split('.').slice(0, 2).join('.');
}

@Controller('teams')
class TeamsProbe {
  @Get(':id') one(): void {}
  @Post() create(): void {}
  @Delete(['a', 'b']) remove(): void {}
  @All('any') any(): void {}
  helper(): void {}
}

@Controller()
class RootProbe {
  @Get() index(): void {}
}

/**
 * nest-internals.ts reads the metadata Nest's route decorators write, under keys from
 * `@nestjs/common/constants`, which Nest does not document. Each test names what it relies on; an
 * upgrade that changes it fails here by name. When the versions change: run this spec, fix what
 * fails in nest-internals.ts, then pin the new versions.
 */
describe('Nest internals', () => {
  it('are the versions these were checked against (@nestjs/common and @nestjs/core 11.2)', () => {
    expect({ common: installed('@nestjs/common'), core: installed('@nestjs/core') }).toEqual({ common: '11.2', core: '11.2' });
  });

  it('PATH_METADATA: the paths of a controller and of its handlers, as declared; none on a plain method', () => {
    const handlers = TeamsProbe.prototype;
    expect(declaredPaths(TeamsProbe)).toEqual(['teams']);
    expect([handlers.one, handlers.create, handlers.remove, handlers.any].map((h) => declaredPaths(h))).toEqual([[':id'], ['/'], ['a', 'b'], ['any']]);
    expect(declaredPaths(handlers.helper)).toBeUndefined();
    expect([declaredPaths(RootProbe), declaredPaths(RootProbe.prototype.index)]).toEqual([['/'], ['/']]);
  });

  it('METHOD_METADATA: the HTTP method of each handler, as a RequestMethod', () => {
    const handlers = TeamsProbe.prototype;
    expect([handlers.one, handlers.create, handlers.remove, handlers.any].map((h) => declaredMethod(h))).toEqual(['GET', 'POST', 'DELETE', 'ALL']);
  });
});
