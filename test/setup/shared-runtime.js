// @ts-check
/**
 * Jest's runtime, except that the installed packages (node_modules) are loaded once per worker
 * process instead of once per spec file: about 2.5 s of CPU a file (TypeORM, Nest, class-validator,
 * the MCP SDK...), some 40% of a whole run. The project's own modules are still run anew for each
 * file, as are the packages in PER_FILE, whose module state belongs to one file's apps; but each of
 * our modules is compiled once per worker, and later files run the same script (`compiled`).
 *
 * A package loaded by one file is used by the next, so they must share one set of globals (a `Date`
 * made by a spec must be an `instanceof Date` to TypeORM): worker-environment.ts gives every file of
 * a worker the same vm context. A package may still call `require()` or `import()` after the file
 * that loaded it has ended: both are passed to the runtime of the file that runs now.
 *
 * One difference from Jest's own: `jest.mock('a-package')` reaches the spec's imports, but not a
 * package that an earlier file loaded with the real one (no spec mocks a package today; one that
 * must can add it to PER_FILE, with what depends on it).
 *
 * It relies on jest-runtime's module registry (`_moduleRegistry`) and script creation, so it is
 * pinned to the version it was written against: an upgrade fails here, by name, until it is checked.
 * `JEST_PACKAGES_PER_FILE=1` turns it off (every file loads its packages afresh, as Jest does).
 */
const Runtime = require('jest-runtime').default;
const { Script } = require('node:vm');

const WRITTEN_FOR = '29.7.0';
const installed = require('jest-runtime/package.json').version;
if (installed !== WRITTEN_FOR) {
  throw new Error(`test/setup/shared-runtime.js was written for jest-runtime ${WRITTEN_FOR}, and ${installed} is installed: check its use of the module registry and script creation, then update WRITTEN_FOR.`);
}

/** Packages loaded per file: nestjs-pino keeps the first app's logger for every later one. */
const PER_FILE = ['/node_modules/nestjs-pino/'];

/** @param {unknown} path */
const isShared = (path) => typeof path === 'string' && path.includes('/node_modules/') && !PER_FILE.some((p) => path.includes(p));

/** The worker's packages: path → Jest's module record, kept from file to file. */
const packages = new Map();

/** A file's module registry whose package entries are the worker's. */
class Registry extends Map {
  get(key) {
    return isShared(key) ? packages.get(key) : super.get(key);
  }
  has(key) {
    return isShared(key) ? packages.has(key) : super.has(key);
  }
  set(key, value) {
    if (isShared(key)) packages.set(key, value);
    else super.set(key, value);
    return this;
  }
  delete(key) {
    return isShared(key) ? packages.delete(key) : super.delete(key);
  }
}

/**
 * The compiled scripts of our own modules, by path, with the code they were compiled from. Each
 * file still runs every module of ours afresh (its own module objects, classes and state), but
 * from the script the worker compiled first: V8 keeps a script's compiled functions, so a later
 * file neither parses nor compiles them again. A changed code (never, within a run) compiles anew.
 */
const compiled = new Map();

/** A package's exports, if a file of this worker has loaded it. */
const loaded = (path) => packages.get(require.resolve(path))?.exports;

/**
 * Registries that packages keep for the whole process, filled by the decorators of our classes as a
 * file runs our modules. With Jest's own runtime every file starts with empty ones (it loads the
 * packages afresh); here they are emptied as a file starts, so each file's apps see only that
 * file's classes, and the worker does not keep every earlier file's classes, and all they reach,
 * alive.
 */
function emptyPackageRegistries(global) {
  delete global.typeormMetadataArgsStorage; // TypeORM's getMetadataArgsStorage() makes a new one
  delete global.classValidatorMetadataStorage; // class-validator's getMetadataStorage(), likewise
  loaded('class-transformer/cjs/storage.js')?.defaultMetadataStorage.clear();
  loaded('@nestjs/typeorm/dist/entities-metadata.storage.js')?.EntitiesMetadataStorage.storage.clear();
}

/** The runtime of the file running now. */
let current = null;

class SharedPackagesRuntime extends Runtime {
  constructor(...args) {
    // @ts-ignore: Jest's own arguments, passed on
    super(...args);
    this._moduleRegistry = new Registry();
    current = this;
    emptyPackageRegistries(this._environment.global);
  }

  /** A package's late `require()`, made after the file that loaded it ended, goes to the file running now. */
  requireModuleOrMock(from, moduleName) {
    if (this.isTornDown && current && current !== this) return current.requireModuleOrMock(from, moduleName);
    return super.requireModuleOrMock(from, moduleName);
  }

  /**
   * As Jest's, but a package's `import()` is resolved by the runtime of the file running now; and
   * a module of ours keeps its compiled script from file to file (see `compiled`).
   */
  createScriptFromCode(scriptSource, filename) {
    if (!isShared(filename)) {
      const kept = compiled.get(filename);
      if (kept && kept.source === scriptSource) return kept.script;
    }
    const script = new Script(this.wrapCodeInModuleWrapper(scriptSource), {
      columnOffset: this._fileTransforms.get(filename)?.wrapperLength,
      displayErrors: true,
      filename,
      // @ts-ignore: Node's option for scripts that use import()
      importModuleDynamically: async (specifier) => {
        const runtime = current;
        const module = await runtime.resolveModule(specifier, filename, runtime._environment.getVmContext());
        return runtime.linkAndEvaluateModule(module);
      },
    });
    if (!isShared(filename)) compiled.set(filename, { source: scriptSource, script });
    return script;
  }
}

module.exports = process.env.JEST_PACKAGES_PER_FILE === '1' ? Runtime : SharedPackagesRuntime;
