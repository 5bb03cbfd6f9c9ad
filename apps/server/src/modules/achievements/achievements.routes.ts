import {
  achievementEventAckSchema,
  achievementShareSchema,
  achievementViewSchema,
  certificateClaimSchema,
  certificateDetailSchema,
  certificateListQuerySchema,
  certificateProgramItemSchema,
  certificateSummarySchema,
  certificateVerificationSchema,
  certificateVerifyParamsSchema,
  medalClaimSchema,
  medalDetailSchema,
  medalSchema,
  medalWallSchema,
  pageSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../lib/console';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { AchievementsService } from './achievements.service';

/** The public verification page may be scanned often, but never enumerated quickly. */
const VERIFY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

// Medals and certificates are personal-centre features: a consented member (checkUser pages).
// The verification of a certificate number is public (the QR code is scanned by anyone).
export const achievementsRoutes: FastifyPluginAsyncZod<{ achievements: AchievementsService }> = async (
  app,
  { achievements },
) => {
  app.get(
    '/medal/get',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['achievements'],
        summary: '我的勋章墙（全部已发布勋章：未达成、可领取、已领取，附进度；先结算已达成的勋章）',
        response: okResponse(medalWallSchema),
      },
    },
    async (request) => ok(await achievements.medalWall(requireViewer(request).user.id)),
  );

  app.get(
    '/medal/get/:id',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['achievements'],
        summary: '勋章详情（条件、进度、获得时间、获得人数）',
        params: idParamsSchema,
        response: okResponse(medalDetailSchema),
      },
    },
    async (request) => ok(await achievements.medalDetail(requireViewer(request).user.id, request.params.id)),
  );

  app.put(
    '/medal/draw-medal',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['achievements'],
        summary: '领取已获得的勋章（未达成则 40900 并说明；重复领取无副作用）',
        body: medalClaimSchema,
        response: okResponse(medalSchema),
      },
    },
    async (request) => ok(await achievements.claimMedal(requireViewer(request).user.id, request.body.id)),
  );

  app.get(
    '/certificate/get',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['achievements'],
        summary: '我的证书（已发布的证书项目与进度、已获得的证书；先颁发已完成项目的证书）',
        querystring: certificateListQuerySchema,
        response: okResponse(pageSchema(certificateProgramItemSchema)),
      },
    },
    async (request) => ok(await achievements.certificates(requireViewer(request).user.id, request.query)),
  );

  app.get(
    '/certificate/get/:id',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['achievements'],
        summary: '证书详情（含证书图片：持有人、项目、日期、编号、颁发单位、验真二维码）',
        params: idParamsSchema,
        response: okResponse(certificateDetailSchema),
      },
    },
    async (request) =>
      ok(
        await achievements.certificateDetail(
          requireViewer(request).user.id,
          request.params.id,
          `${request.protocol}://${request.host}`,
        ),
      ),
  );

  app.put(
    '/certificate/draw-certificate',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['achievements'],
        summary: '领取已颁发的证书（已撤销则 40900；重复领取无副作用）',
        body: certificateClaimSchema,
        response: okResponse(certificateSummarySchema),
      },
    },
    async (request) =>
      ok(await achievements.claimCertificate(requireViewer(request).user.id, request.body.id)),
  );

  app.get(
    '/certificate/verify/:number',
    {
      config: { access: 'public', rateLimit: VERIFY_RATE_LIMIT },
      schema: {
        tags: ['achievements'],
        summary: '证书验真（免登录：真实、已撤销或查无此证；持有人姓名部分隐藏）',
        params: certificateVerifyParamsSchema,
        response: okResponse(certificateVerificationSchema),
      },
    },
    async (request) => ok(await achievements.verify(request.params.number)),
  );

  app.post(
    '/medalcertificatelog',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['achievements'],
        summary: '记录查看勋章或证书',
        body: achievementViewSchema,
        response: okResponse(achievementEventAckSchema),
      },
    },
    async (request) => ok(await achievements.recordView(requireViewer(request).user.id, request.body)),
  );

  app.post(
    '/medalcertificateback',
    {
      config: { access: 'consented' },
      schema: {
        tags: ['achievements'],
        summary: '记录分享勋章或证书（朋友圈、好友或保存海报）',
        body: achievementShareSchema,
        response: okResponse(achievementEventAckSchema),
      },
    },
    async (request) => ok(await achievements.recordShare(requireViewer(request).user.id, request.body)),
  );
};
