// Builds each app whose sources changed since its last build (scripts/lib.mjs), as its own process
// so that `npm test` can run it beside other steps.
import { buildIfStale } from './lib.mjs';

buildIfStale();
