import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import { type AdminAuthService, registerConsoleRoutes } from '../admin-auth';
import { AtRestCipher, type FieldCryptoService } from '../field-crypto';
import { DrugSafetyRepository } from './drug-safety.repository';
import { drugSafetyAdminRoutes, drugSafetyRoutes } from './drug-safety.routes';
import { DrugSafetyService } from './drug-safety.service';

declare module '../../lib/services' {
  interface Services {
    drugSafety: DrugSafetyService;
  }
}

interface DrugSafetyPorts {
  fieldCrypto: FieldCryptoService;
  /** Every read of a report is audited. */
  adminAuth: AdminAuthService;
}

/** Adverse-event reports, sealed per report, read by administrators and pharmacovigilance only. */
const drugSafety: FastifyPluginAsyncZod<FeatureContext & DrugSafetyPorts> = async (
  app,
  { database, now, fieldCrypto, adminAuth },
) => {
  const service = new DrugSafetyService(
    new DrugSafetyRepository(database.db),
    new AtRestCipher(fieldCrypto.secretRing('drug-safety-reports')),
    adminAuth,
    now,
  );
  app.services.drugSafety = service;
  await app.register(drugSafetyRoutes, { prefix: PLATFORM_PREFIX, drugSafety: service });
  await registerConsoleRoutes(app, drugSafetyAdminRoutes, { drugSafety: service });
};
export default drugSafety;
