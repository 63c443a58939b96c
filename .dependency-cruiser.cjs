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
  { name: 'people', folders: ['accounts', 'audit'] },
  { name: 'auth: scopes', folders: ['scopes'] },
  { name: 'auth: oauth', folders: ['oauth'] },
  { name: 'features: scheduling', folders: ['scheduling'] },
  { name: 'features', folders: ['groups', 'calendars', 'me'] },
  { name: 'app', folders: ['cli', 'health'], topFiles: true },
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

module.exports = {
  forbidden: [
    ...upward,
    ...sideways,
    {
      name: 'token-tables-owned-by-grants',
      comment: 'Only oauth/grants uses the entities of grants, codes and tokens (what "live" means is written once there)',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/oauth/grants/', '^src/entities\\.ts$'] },
      to: { path: '^src/oauth/grants/(grant|authorization-code|access-token|refresh-token)\\.entity\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    includeOnly: '^src/',
  },
};
