import { PLATFORM_PREFIX } from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../../lib/feature';
import type { FieldCryptoService } from '../field-crypto';
import type { HospitalsService } from '../hospitals';
import type { RegionsService } from '../regions';
import type { VerificationCodesService } from '../verification-codes';
import { MembersRepository } from './members.repository';
import { emptyUserRoutes, membersRoutes } from './members.routes';
import { MembersService } from './members.service';

declare module '../../lib/services' {
  interface Services {
    members: MembersService;
  }
}

interface MembersPorts {
  regions: RegionsService;
  hospitals: HospitalsService;
  verificationCodes: VerificationCodesService;
  fieldCrypto: FieldCryptoService;
}

/** Member and staff registration, the profile, and /api/wap/empty-user. */
const members: FastifyPluginAsyncZod<FeatureContext & MembersPorts> = async (
  app,
  { database, now, regions, hospitals, verificationCodes, fieldCrypto, userChanges },
) => {
  const service = new MembersService(
    new MembersRepository(database.db, userChanges),
    regions,
    hospitals,
    verificationCodes,
    now,
  );
  app.services.members = service;
  await app.register(membersRoutes, { prefix: PLATFORM_PREFIX, members: service, fieldCrypto });
  await app.register(emptyUserRoutes, { members: service });
};
export default members;
