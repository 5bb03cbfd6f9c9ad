import {
  MEMBER_PATHS,
  memberRegisterSchema,
  memberUpdateSchema,
  SENSITIVE_FIELDS,
  staffRegisterSchema,
  staffUpdateSchema,
  userInfoSchema,
} from '@ia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { requireViewer } from '../../plugins/auth';
import type { FieldCryptoService } from '../field-crypto';
import { secureBody } from '../field-crypto';
import type { MembersService } from './members.service';

interface MembersRoutesOptions {
  members: MembersService;
  fieldCrypto: FieldCryptoService;
}

// The body schemas are the plain forms: `secure` (name, mobile[, email] sealed with the key of
// GET /crypto/public-key) is decrypted and merged before validation, and the same fields sent in
// plain text are refused.
const SEALED_NOTE = '；姓名、手机号（员工另含邮箱）须放在 secure 中加密提交';

/** Mounted under /api/platform. */
export const membersRoutes: FastifyPluginAsyncZod<MembersRoutesOptions> = async (
  app,
  { members, fieldCrypto },
) => {
  const memberFields = secureBody(fieldCrypto, SENSITIVE_FIELDS.member);
  const staffFields = secureBody(fieldCrypto, SENSITIVE_FIELDS.staff);

  app.post(
    MEMBER_PATHS.memberRegister,
    {
      config: { access: 'wechat' },
      preValidation: memberFields,
      schema: {
        tags: ['member'],
        summary: `会员注册（短信验证码）${SEALED_NOTE}`,
        body: memberRegisterSchema,
        response: okResponse(userInfoSchema),
      },
    },
    async (request) => ok(await members.registerMember(requireViewer(request), request.body)),
  );

  app.post(
    MEMBER_PATHS.staffRegister,
    {
      config: { access: 'wechat' },
      preValidation: staffFields,
      schema: {
        tags: ['member'],
        summary: `员工注册（企业邮箱验证码）${SEALED_NOTE}`,
        body: staffRegisterSchema,
        response: okResponse(userInfoSchema),
      },
    },
    async (request) => ok(await members.registerStaff(requireViewer(request), request.body)),
  );

  app.get(
    MEMBER_PATHS.me,
    {
      config: { access: 'wechat' },
      schema: { tags: ['member'], summary: '当前用户信息', response: okResponse(userInfoSchema) },
    },
    async (request) => ok(await members.me(requireViewer(request))),
  );

  app.put(
    MEMBER_PATHS.memberUpdate,
    {
      config: { access: 'registered' },
      preValidation: memberFields,
      schema: {
        tags: ['member'],
        summary: `会员修改资料 / 导入用户确认 / 修正无效医院（更换手机号时需新号码的验证码）${SEALED_NOTE}`,
        body: memberUpdateSchema,
        response: okResponse(userInfoSchema),
      },
    },
    async (request) => ok(await members.updateMember(requireViewer(request), request.body)),
  );

  app.put(
    MEMBER_PATHS.staffUpdate,
    {
      config: { access: 'staff' },
      preValidation: staffFields,
      schema: {
        tags: ['member'],
        summary: `员工修改资料（更换邮箱时需新邮箱的验证码）${SEALED_NOTE}`,
        body: staffUpdateSchema,
        response: okResponse(userInfoSchema),
      },
    },
    async (request) => ok(await members.updateStaff(requireViewer(request), request.body)),
  );
};

/** GET /api/wap/empty-user (mounted at the root): code 1000 when registered, else NOT_REGISTERED. */
export const emptyUserRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (
  app,
  { members },
) => {
  app.get(
    MEMBER_PATHS.emptyUser,
    {
      config: { access: 'wechat' },
      schema: {
        tags: ['member'],
        summary: '是否已注册（1000 已注册，40301 未注册）',
        response: okResponse(z.literal(1)),
      },
    },
    async (request) => {
      members.assertRegistered(requireViewer(request).user);
      return ok(1 as const);
    },
  );
};
