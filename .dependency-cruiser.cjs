/**
 * The house's layers, checked on every `npm test` (test/architecture.e2e-spec.ts) and by
 * `npm run depcheck`. Imports point down: a folder may import the layers below it, never one above,
 * and the folders of one layer do not import each other. Together these rules leave no room for an
 * import cycle between top-level folders. docs/contributing.md draws the picture and says where new
 * code goes.
 */
const LAYERS = [
  { name: 'base: config', folders: ['config'] },
  { name: 'base: database', folders: ['database'] },
  { name: 'kit', folders: ['common'] },
  { name: 'people', folders: ['accounts', 'audit', 'activity'] },
  { name: 'people: membership', folders: ['membership'] },
  { name: 'auth: scopes', folders: ['scopes'] },
  { name: 'auth: oauth', folders: ['oauth'] },
  { name: 'features: scheduling', folders: ['scheduling'] },
  { name: 'features', folders: ['groups', 'calendars', 'me', 'webhooks'] },
  // The application shell (app/: the module that wires the ports, the pipeline, the entity list)
  // beside the other entry points and the features served over several others. `topFiles`: the
  // one file left at the top of src/ is main.ts, the server's entry (dist/main.js).
  { name: 'app', folders: ['app', 'cli', 'guides', 'health', 'hosted-api', 'mcp'], topFiles: true },
];

const folderPath = (folders) => `^src/(${folders.join('|')})/`;
const layerPath = (layer) => (layer.topFiles ? `(${folderPath(layer.folders)}|^src/[^/]+$)` : folderPath(layer.folders));

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `no-import-up-from-${layer.name.replace(/[^a-z]+/g, '-')}`,
  comment: `${layer.name} may import only the layers below it`,
  severity: 'error',
  from: { path: layerPath(layer) },
  to: { path: LAYERS.slice(i + 1).map(layerPath) },
}));

const sideways = LAYERS.filter((l) => l.folders.length > 1 && !l.topFiles).flatMap((layer) =>
  layer.folders.map((folder) => ({
    name: `no-sibling-import-from-${folder}`,
    comment: `${folder} is one of ${layer.folders.join(', ')}: siblings reach each other through ports declared below them, never directly`,
    severity: 'error',
    from: { path: `^src/${folder}/` },
    to: { path: folderPath(layer.folders.filter((f) => f !== folder)) },
  })),
);

/**
 * The frameworks whose undocumented parts we use, each with the one file allowed to reach into it
 * (its internals file pins the version and exercises each part in a spec beside it). Anything of
 * such a package other than its main entry point is a deep path: `typeorm/driver/...`,
 * `@nestjs/common/constants`, `express/lib/...`, `pg/lib/client`... Paths are matched as resolved,
 * so the main entry points are named here as their files.
 */
const FRAMEWORKS = {
  nest: { packages: '@nestjs/[^/]+', entry: '(dist/)?index\\.js', internals: 'src/common/http/nest-internals.ts' },
  express: { packages: 'express|router', entry: 'index\\.js', internals: 'src/common/http/express-internals.ts' },
  typeorm: { packages: 'typeorm', entry: 'index\\.js', internals: 'src/database/typeorm-internals.ts' },
  pg: { packages: 'pg|pg-pool|pg-protocol', entry: '(lib/|dist/)?index\\.js', internals: 'src/database/pg-internals.ts' },
};

const deepImports = Object.entries(FRAMEWORKS).map(([framework, { packages: pkg, entry, internals }]) => ({
  name: `no-deep-import-of-${framework}`,
  comment: `Only ${internals} imports a part of ${framework} beyond its packages' main entry points: undocumented parts stay behind it, where a spec pins them`,
  severity: 'error',
  from: { path: '^src/', pathNot: `^${internals.replace(/\./g, '\\.')}$` },
  to: { path: `(^|/)node_modules/(${pkg})/`, pathNot: `(^|/)node_modules/(${pkg})/${entry}$` },
}));

module.exports = {
  forbidden: [
    ...upward,
    ...sideways,
    ...deepImports,
    {
      name: 'token-tables-owned-by-grants',
      comment: 'Only oauth/grants uses the entities of grants, codes and tokens (what "live" means is written once there)',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/oauth/grants/', '^src/app/entities\\.ts$'] },
      to: { path: '^src/oauth/grants/(grant|authorization-code|access-token|refresh-token)\\.entity\\.ts$' },
    },
    {
      name: 'token-tables-spoken-through-one-api',
      comment: "The grants repository's statements are oauth/grants' own: the rest of the server uses TokenStore (tokens) and GrantsService (grants)",
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/oauth/grants/' },
      to: { path: '^src/oauth/grants/grants\\.repository\\.ts$' },
    },
  ],
  options: {
    // Packages appear as the files they resolve to (so deepImports can see a deep path), and are not followed.
    doNotFollow: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    includeOnly: ['^src/', '(^|/)node_modules/'],
  },
};
