/**
 * The one-way layering of brickstats, checked by `npm test` (npm run check:deps):
 *   ldraw -> analysis -> rules -> export -> cli | app
 * A layer may import only from the layers to its left. The core (ldraw, analysis,
 * rules, export) runs unchanged in Node, a browser worker and vitest, so it imports
 * no React, no three.js renderer, no DOM library and no node:* module. No file
 * may reach itself through its imports.
 */
const CORE = '^src/(ldraw|analysis|rules|export)/';

/** A layer and every layer above it, as a path pattern. */
const above = {
  ldraw: '^src/(analysis|rules|export|cli|app)/',
  analysis: '^src/(rules|export|cli|app)/',
  rules: '^src/(export|cli|app)/',
  export: '^src/(cli|app)/',
};

module.exports = {
  forbidden: [
    ...Object.entries(above).map(([layer, higher]) => ({
      name: `${layer}-imports-a-higher-layer`,
      comment: `src/${layer} sits below ${higher}: the data flows ldraw -> analysis -> rules -> export -> cli/app, never back`,
      severity: 'error',
      from: { path: `^src/${layer}/` },
      to: { path: higher },
    })),
    {
      name: 'cli-and-app-apart',
      comment: 'the command line and the viewer are two faces on the same core; neither imports the other',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'app-imports-cli',
      comment: 'the viewer runs in a browser; only its development server (Node, src/app/server) may use the CLI\'s library finder',
      severity: 'error',
      from: { path: '^src/app/', pathNot: '^src/app/server/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'core-imports-node',
      comment: 'the core runs in a browser worker too: files reach it through FileSource, not node:*',
      severity: 'error',
      from: { path: CORE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-imports-ui-or-dom',
      comment: 'the core has no React, no renderer and no DOM helpers',
      severity: 'error',
      from: { path: CORE },
      to: { path: 'node_modules/(react|react-dom|@react-three|three|jsdom|playwright-core)/' },
    },
    {
      name: 'no-circular',
      comment: 'files that import each other in a circle cannot be read, tested or moved one at a time',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
