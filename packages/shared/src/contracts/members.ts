import { z } from 'zod';
import { validationMessage } from '../validation/messages';
import {
  zCompanyMailbox,
  zField,
  zMobile,
  zRequiredText,
  zSelect,
  zVerificationCode,
} from '../validation/schemas';
import { CertificationStatus } from './access';
import {
  DEPARTMENTS,
  HOSPITAL_OTHER_ID,
  INTERESTING_SYSTEMS,
  INTERESTING_TOPICS,
  optionValues,
  POSITIONS,
  type ProfileOption,
  SKILL_AREAS,
  TITLES,
  WORK_UPGRADES,
} from './profile-options';

// ---- Verification codes (POST /sms/send, POST /mail/send) ----------------------------------

export const CodePurpose = ['register', 'update'] as const;
export type CodePurposeValue = (typeof CodePurpose)[number];

export const smsSendBodySchema = z.object({
  mobile: zMobile('手机号'),
  purpose: z.enum(CodePurpose).default('register'),
});
export const mailSendBodySchema = z.object({
  email: zCompanyMailbox('企业邮箱'),
  purpose: z.enum(CodePurpose).default('register'),
});
/** The same answer whether or not the number or mailbox is known. */
export const codeSentSchema = z.object({ resend_after: z.number().int() });

/** Code rules (issue 3): 6 digits, resend after 60 s, valid 10 min, 5 wrong tries, 5/hour and 10/day per target. */
export const VERIFICATION_CODE_RULES = {
  resendAfterSeconds: 60,
  ttlSeconds: 600,
  maxWrongAttempts: 5,
  perTargetPerHour: 5,
  perTargetPerDay: 10,
  perIpPerHour: 30,
} as const;

// ---- Field encryption (spec §7 "Security") -------------------------------------------------

/**
 * Sensitive fields of the registration payloads travel inside `secure`: a JSON object encrypted
 * with AES-256-GCM under a fresh key, the key RSA-OAEP-SHA256-encrypted with the server's public
 * key (GET /crypto/public-key). See packages/shared/src/crypto.
 */
export const SENSITIVE_FIELDS = {
  member: ['name', 'mobile'],
  staff: ['name', 'mobile', 'email'],
} as const;
export const SECURE_FIELD = 'secure';
export const publicKeySchema = z.object({
  /** SPKI, PEM-encoded. */
  public_key: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  key_id: z.string(),
});

// ---- Registration and profile ------------------------------------------------------------

/** A multi-select: an array, or (form-encoded) one value or a comma-separated string. */
function zMultiSelect(list: readonly ProfileOption[]) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (Array.isArray(value)) return value;
      if (typeof value === 'string')
        return value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
      return value;
    },
    z.array(z.enum(optionValues(list))).max(list.length),
  );
}

function zOption(list: readonly ProfileOption[], label: string) {
  return zSelect(label).pipe(z.enum(optionValues(list), { error: `请选择${label}` }));
}

/** Length of a typed-in hospital name ('other'). */
export const HOSPITAL_NAME_LENGTH = { min: 2, max: 100 } as const;

const hospitalFields = {
  /** A hospital of `hospital/get-hospital`, or 0 for 'other' with `hospital_name` typed in. */
  hospital_id: z.preprocess(
    // A form left on the placeholder sends '' (which Number() would turn into 0, 'other').
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: validationMessage('select', { label: '医院' }) })
      .int(validationMessage('select', { label: '医院' }))
      .min(0, validationMessage('select', { label: '医院' })),
  ),
  hospital_name: z
    .string()
    .trim()
    .max(
      HOSPITAL_NAME_LENGTH.max,
      validationMessage('maxLength', { label: '医院名称', max: HOSPITAL_NAME_LENGTH.max }),
    )
    .optional(),
};

/**
 * The rule the object schemas cannot hold without losing `.pick`/`.omit`: 'other' needs a typed
 * name of 2 to 100 characters. The message to show, or null when the choice is complete.
 */
export function hospitalChoiceMessage(input: {
  hospital_id: number;
  hospital_name?: string | undefined;
}): string | null {
  if (input.hospital_id !== HOSPITAL_OTHER_ID) return null;
  const length = [...(input.hospital_name ?? '').trim()].length;
  return length >= HOSPITAL_NAME_LENGTH.min && length <= HOSPITAL_NAME_LENGTH.max
    ? null
    : validationMessage('required', { label: '医院名称' });
}

const profileFields = {
  province: zSelect('省份').pipe(z.string().regex(/^\d{2}$/, '请选择省份')),
  city: zSelect('城市').pipe(z.string().regex(/^\d{4}$/, '请选择城市')),
  ...hospitalFields,
  department: zOption(DEPARTMENTS, '科室'),
  title: zOption(TITLES, '职称'),
  position: zOption(POSITIONS, '职务'),
  skill_areas: zMultiSelect(SKILL_AREAS),
  interesting_topics: zMultiSelect(INTERESTING_TOPICS),
  interesting_systems: zMultiSelect(INTERESTING_SYSTEMS),
  work_upgrades: zMultiSelect(WORK_UPGRADES),
};

/** A code needed only when the mobile (or mailbox) changes: absent or blank means none was sent. */
const optionalCode = zField('verificationCode', '验证码', { required: false }).optional();

/** The member registration, once `secure` is decrypted and merged (POST /member/member-register). */
export const memberRegisterSchema = z.object({
  name: zRequiredText('姓名', 50),
  mobile: zMobile('手机号'),
  code: zVerificationCode('验证码'),
  ...profileFields,
});
export type MemberRegisterInput = z.infer<typeof memberRegisterSchema>;

/**
 * PUT /member/member-update: the same fields; `code` is needed only when the mobile changes.
 * Also confirms an imported user's details (/importregister) and fixes an invalid hospital
 * (/hospitallose).
 */
export const memberUpdateSchema = memberRegisterSchema.extend({
  code: optionalCode,
});
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

/** Staff registration: company mailbox with a mail code (POST /member/staff-register). */
export const staffRegisterSchema = z.object({
  name: zRequiredText('姓名', 50),
  mobile: zMobile('手机号'),
  email: zCompanyMailbox('企业邮箱'),
  code: zVerificationCode('验证码'),
});
export type StaffRegisterInput = z.infer<typeof staffRegisterSchema>;

/** PUT /member/staff-update: `code` only when the mailbox changes. */
export const staffUpdateSchema = staffRegisterSchema.extend({
  code: optionalCode,
});
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

/** Free-trial state: days left of the 30 counted from registration (negative once over). */
export const trialSchema = z.object({
  days_left: z.number().int(),
  ends_at: z.string().nullable(),
  /** True when learning is refused (expired and not certified, not staff). */
  expired: z.boolean(),
});

/**
 * The user info (GET /member/me). Field names keep the spec's public contract: `veeva`,
 * `projectAuthStatus`, `callUs`, `all_active`, `reconfirmation`, `re_perfect_type`.
 */
export const userInfoSchema = z.object({
  id: z.number().int(),
  openid: z.string(),
  unionid: z.string().nullable(),
  kind: z.enum(['member', 'staff']).nullable(),
  registered: z.boolean(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  hospital_id: z.number().int().nullable(),
  hospital_name: z.string().nullable(),
  department: z.string().nullable(),
  title: z.string().nullable(),
  position: z.string().nullable(),
  skill_areas: z.array(z.string()),
  interesting_topics: z.array(z.string()),
  interesting_systems: z.array(z.string()),
  work_upgrades: z.array(z.string()),
  /** 1 when every current consent document is signed, 0 otherwise. */
  all_active: z.union([z.literal(0), z.literal(1)]),
  /** 0 for an imported user who has not confirmed their details yet. */
  reconfirmation: z.union([z.literal(0), z.literal(1)]),
  /** 1 when an operator marked the hospital invalid. */
  re_perfect_type: z.union([z.literal(0), z.literal(1)]),
  /** 1 when linked to a sales-rep record (the veeva link). */
  veeva: z.union([z.literal(0), z.literal(1)]),
  projectAuthStatus: z.enum(CertificationStatus),
  certified: z.boolean(),
  trial: trialSchema,
  /** Contact card of the linked sales rep; only for users with a veeva link. */
  callUs: z
    .object({ name: z.string(), qrcode: z.string().nullable(), mobile: z.string().nullable() })
    .nullable(),
  integralInfo: z.object({ points: z.number().int() }),
  registered_at: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /hospital/get-hospital */
export const hospitalQuerySchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  province: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
  city: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const hospitalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
  city: z.string().nullable(),
  grade: z.string().nullable(),
});
export type Hospital = z.infer<typeof hospitalSchema>;

/** member/gettruman and member/sendtruman: the consent (truman) state of a WeChat identity. */
export const trumanQuerySchema = z.object({
  openid: z.string().trim().min(1).max(64),
  unionid: z.string().trim().max(64).optional(),
});
export const trumanStatusSchema = z.object({
  all_active: z.union([z.literal(0), z.literal(1)]),
  registered: z.boolean(),
});

/** Paths of the registration and profile calls: under /api/platform, except the absolute empty-user check. */
export const MEMBER_PATHS = {
  memberRegister: '/member/member-register',
  staffRegister: '/member/staff-register',
  me: '/member/me',
  memberUpdate: '/member/member-update',
  staffUpdate: '/member/staff-update',
  hospitals: '/hospital/get-hospital',
  emptyUser: '/api/wap/empty-user',
} as const;
