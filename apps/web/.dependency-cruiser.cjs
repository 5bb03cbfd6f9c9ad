// dependency-cruiser rules for the mobile app (see src/features/README.md).
// Run from the repository root: npx depcruise --config apps/web/.dependency-cruiser.cjs apps/web/src
const { frontEndRules } = require('../../scripts/depcruise-front-end.cjs');

module.exports = frontEndRules({
  app: 'web',
  dir: __dirname,
  sharedLayers: ['components', 'hooks', 'lib', 'stores', 'styles'],
});
