// dependency-cruiser rules for the operators' console (see src/features/README.md).
// Run from the repository root: npx depcruise --config apps/admin/.dependency-cruiser.cjs apps/admin/src
const { frontEndRules } = require('../../scripts/depcruise-front-end.cjs');

module.exports = frontEndRules({
  app: 'admin',
  dir: __dirname,
  sharedLayers: ['components', 'config', 'hooks', 'lib', 'locales'],
});
