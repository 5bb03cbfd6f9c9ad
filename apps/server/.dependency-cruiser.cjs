// The server's import rules, checked by `npm run check:deps` (scripts/check-deps.mjs) in CI.
//
// Allowed directions:
//   app.ts ─▶ modules/<feature>/index.ts ─▶ the feature's own files ─▶ lib, db, plugins, config, @ia/shared
//   a feature's code ─▶ another feature only through its index.ts (its ports: the types and
//     helpers it exports), never its routes, services or repositories directly;
//   a feature's code ─▶ another feature's tables only through db/schema (tables are the schema
//     of the one database, not a feature's code; *.table.ts files may reference each other's
//     columns for foreign keys);
//   lib ─▶ db, config, @ia/shared; never modules, plugins or app.ts;
//   db  ─▶ lib, config, seed (prepare.ts loads reference and demo data); never app.ts or plugins,
//     and of modules only their *.table.ts (db/schema.ts gathers them);
//   nothing imports app.ts but server.ts (and the tests).
//
// Because cross-feature imports go through an index.ts that imports the whole feature, a cycle
// between two features (content ↔ learning, say) always shows up as a cycle between files, which
// `no-circular` forbids; type-only imports count (tsPreCompilationDeps).
// Tests (*.test.ts, src/test) are left out: a test may reach into any feature to set up its data.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, between files or (through their index.ts) between features.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-its-index',
      severity: 'error',
      comment:
        'A feature reaches another only through its index.ts (ports), and its tables through db/schema.',
      // Table files are the schema layer: they may reference other features' tables (foreign keys).
      from: { path: '^src/modules/([^/]+)/', pathNot: '\\.table\\.ts$' },
      to: {
        path: '^src/modules/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'lib-stands-alone',
      severity: 'error',
      comment: 'lib/ is shared by every feature and knows none of them.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(modules|plugins|seed|cli)/|^src/app\\.ts$' },
    },
    {
      name: 'db-below-the-app',
      severity: 'error',
      comment: 'The database layer stands without the app: of modules it sees only the tables.',
      from: { path: '^src/db/' },
      to: {
        path: '^src/(modules|plugins|cli)/|^src/app\\.ts$',
        pathNot: '^src/modules/[^/]+/[^/]+\\.table\\.ts$',
      },
    },
    {
      name: 'only-server-builds-the-app',
      severity: 'error',
      comment: 'app.ts is the composition root: features, db, seed and the CLIs do not import it.',
      from: { pathNot: '^src/server\\.ts$' },
      to: { path: '^src/app\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$|^src/test/|\\.fixtures\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
