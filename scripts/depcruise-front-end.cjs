// The import rules the two front ends share (web and admin), for dependency-cruiser.
// Each app's .dependency-cruiser.cjs calls frontEndRules with its folder and its shared layers.
const path = require('node:path');

/**
 * @param {{ app: string, dir: string, sharedLayers: string[] }} options app: the folder under apps/;
 *   dir: the app's folder (for its tsconfig); sharedLayers: the folders below features.
 * @returns {import('dependency-cruiser').IConfiguration}
 */
function frontEndRules({ app, dir, sharedLayers }) {
  /** Paths match whether the cruise starts at the repository root or in the app's folder. */
  const src = `^(?:apps/${app}/)?src/`;
  /** Tests, their fixtures and helpers may reach inside a feature (to stub or preload one module). */
  const testSupport = ['\\.test\\.tsx?$', '/testing/', `${src}test/`];
  const shared = sharedLayers.join('|');
  return {
    forbidden: [
      {
        name: 'no-circular',
        severity: 'error',
        comment: 'No import cycles, between features or inside one.',
        from: {},
        to: { circular: true },
      },
      {
        name: 'no-feature-internals-from-another-feature',
        severity: 'error',
        comment: 'A feature imports another feature only through its public API, features/<name>/index.ts.',
        from: { path: `${src}features/([^/]+)/`, pathNot: testSupport },
        to: {
          path: `${src}features/[^/]+/`,
          pathNot: [`${src}features/$1/`, `${src}features/[^/]+/index\\.ts$`],
        },
      },
      {
        name: 'no-feature-internals-from-outside',
        severity: 'error',
        comment: 'Pages and the app shell import a feature only through features/<name>/index.ts.',
        from: { pathNot: [`${src}features/`, ...testSupport] },
        to: { path: `${src}features/[^/]+/`, pathNot: `${src}features/[^/]+/index\\.ts$` },
      },
      {
        name: 'shared-layers-stay-below-features',
        severity: 'error',
        comment: `${sharedLayers.join(', ')} are shared: they never import a feature, a page or the app.`,
        from: { path: `${src}(${shared})/`, pathNot: testSupport },
        to: { path: `${src}(features|pages|app)/` },
      },
      {
        name: 'features-stay-below-pages',
        severity: 'error',
        comment: 'Imports flow app → pages → features → shared layers, never back up.',
        from: { path: `${src}features/`, pathNot: testSupport },
        to: { path: `${src}(pages|app)/` },
      },
      {
        name: 'no-test-helpers-in-app-code',
        severity: 'error',
        comment: 'testing/ folders serve tests only.',
        from: { pathNot: testSupport },
        to: { path: testSupport },
      },
    ],
    options: {
      doNotFollow: { path: 'node_modules' },
      includeOnly: src,
      tsPreCompilationDeps: true,
      tsConfig: { fileName: path.join(dir, 'tsconfig.json') },
      enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    },
  };
}

module.exports = { frontEndRules };
