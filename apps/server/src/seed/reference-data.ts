import type { Database } from '../db/client';
import { UserChanges } from '../lib/user-changes';
import { ConsentRepository } from '../modules/consent/consent.repository';
import { ConsentService } from '../modules/consent/consent.service';
import { HospitalsRepository } from '../modules/hospitals/hospitals.repository';
import { HospitalsService } from '../modules/hospitals/hospitals.service';
import { RegionsRepository } from '../modules/regions/regions.repository';
import { RegionsService } from '../modules/regions/regions.service';

/**
 * The reference data every environment needs, loaded when missing: regions, the starter
 * hospitals, and version 1 of each legal document (consent cannot be signed without them).
 */
export async function loadReferenceData(
  db: Database,
  now: () => Date,
): Promise<{ regions: number; hospitalsAdded: number }> {
  const regions = await new RegionsService(new RegionsRepository(db)).ensureLoaded();
  const hospitalsAdded = await new HospitalsService(new HospitalsRepository(db)).ensureLoaded();
  // Before any app serves, no cache holds a user: nobody listens to these changes.
  await new ConsentService(new ConsentRepository(db, new UserChanges()), now).ensureLoaded();
  return { regions, hospitalsAdded };
}
