import { z } from 'zod';
import { pagingQuerySchema } from '../paging';

/**
 * Medals and certificates (issue 6): the app's calls (spec §7 "Medals and certificates") and the
 * public certificate verification. Medals are earned from the logs when a criterion reaches its
 * threshold, then claimed (draw-medal); certificates are issued when a programme is completed.
 */

// ---- Medals ----------------------------------------------------------------------------------

/**
 * What a medal counts, each computed from the logs:
 * - learning_minutes: minutes of learning and meeting watching (learn_logs LEARN + MEETING_VIEW);
 * - streak_days: the longest run of consecutive China days with a sign-in;
 * - meetings_attended: meetings watched (live or playback) for at least a minute;
 * - cases_read: distinct cases (typeMap 2) opened or learned;
 * - campaign_rank: a rank ≤ threshold in a campaign's rich list once the campaign has ended.
 */
export const MedalCriterion = [
  'learning_minutes',
  'streak_days',
  'meetings_attended',
  'cases_read',
  'campaign_rank',
] as const;
export type MedalCriterionValue = (typeof MedalCriterion)[number];

/** How the medal wall shows one: not reached yet, earned but not claimed, claimed. */
export const MedalState = ['locked', 'claimable', 'claimed'] as const;
export type MedalStateValue = (typeof MedalState)[number];

/** Where the viewer stands against a medal's threshold (campaign_rank: value is the rank, null if unranked). */
export const medalProgressSchema = z.object({
  value: z.number().int().nullable(),
  threshold: z.number().int(),
  /** 0..100 toward the threshold (100 once earned). */
  percent: z.number().int().min(0).max(100),
});
export type MedalProgress = z.infer<typeof medalProgressSchema>;

export const medalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The English name and description, '' when the operator wrote none (the app then shows the Chinese). */
  name_en: z.string(),
  description_en: z.string(),
  artwork_url: z.string().nullable(),
  criterion: z.enum(MedalCriterion),
  threshold: z.number().int(),
  /** campaign_rank medals: the campaign and its title. */
  campaign_id: z.number().int().nullable(),
  campaign_title: z.string().nullable(),
  state: z.enum(MedalState),
  earned_at: z.string().nullable(),
  claimed_at: z.string().nullable(),
  progress: medalProgressSchema,
});
export type Medal = z.infer<typeof medalSchema>;

/** GET medal/get: every published medal with the viewer's state, and the counts the header shows. */
export const medalWallSchema = z.object({
  total: z.number().int(),
  earned: z.number().int(),
  claimable: z.number().int(),
  data: z.array(medalSchema),
});
export type MedalWall = z.infer<typeof medalWallSchema>;

/** GET medal/get/{id}: one medal, with how many members hold it. */
export const medalDetailSchema = medalSchema.extend({ holder_count: z.number().int() });
export type MedalDetail = z.infer<typeof medalDetailSchema>;

/** PUT medal/draw-medal (JSON): claims an earned medal; claiming again answers the same. */
export const medalClaimSchema = z.object({ id: z.coerce.number().int().positive('勋章编号无效') });
export type MedalClaim = z.infer<typeof medalClaimSchema>;

// ---- Certificates ----------------------------------------------------------------------------

/** 'series': every content of a course series finished; 'meetings': each listed meeting attended. */
export const CertificateProgramKind = ['series', 'meetings'] as const;
export type CertificateProgramKindValue = (typeof CertificateProgramKind)[number];

/** A certificate's life: issued (not yet received), received (draw-certificate), withdrawn by an operator. */
export const CertificateState = ['issued', 'claimed', 'revoked'] as const;
export type CertificateStateValue = (typeof CertificateState)[number];

export const certificateSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  program_id: z.number().int(),
  program_name: z.string(),
  /** The programme's English name at issue, '' when there was none (the app then shows `program_name`). */
  program_name_en: z.string(),
  holder_name: z.string(),
  issuer: z.string(),
  issued_at: z.string(),
  claimed_at: z.string().nullable(),
  state: z.enum(CertificateState),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

/** One programme on /personal/cer: its progress for the viewer and the certificate once issued. */
export const certificateProgramItemSchema = z.object({
  program_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  name_en: z.string(),
  description_en: z.string(),
  kind: z.enum(CertificateProgramKind),
  /** The course series (kind 'series') the app links to. */
  lesson_id: z.number().int().nullable(),
  /** Contents finished or meetings attended, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  certificate: certificateSummarySchema.nullable(),
});
export type CertificateProgramItem = z.infer<typeof certificateProgramItemSchema>;

export const certificateListQuerySchema = pagingQuerySchema;

/** GET certificate/get/{id}: the certificate with its generated image and verification address. */
export const certificateDetailSchema = certificateSummarySchema.extend({
  /** The certificate image: an SVG data URL (holder, programme, date, number, issuer, QR code). */
  image: z.string(),
  /** The public verification page the QR code opens. */
  verify_url: z.string(),
});
export type CertificateDetail = z.infer<typeof certificateDetailSchema>;

/** PUT certificate/draw-certificate (JSON): receives an issued certificate; again answers the same. */
export const certificateClaimSchema = z.object({ id: z.coerce.number().int().positive('证书编号无效') });
export type CertificateClaim = z.infer<typeof certificateClaimSchema>;

/** Certificate numbers: `IA-<year>-` and four groups of four Crockford base-32 characters (80 random bits). */
export const CERTIFICATE_NUMBER_PATTERN = /^IA-\d{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

export const certificateVerifyParamsSchema = z.object({ number: z.string().trim().min(1).max(64) });

/** What the verification page says: a genuine certificate, one withdrawn, or no such number. */
export const CertificateVerdict = ['genuine', 'revoked', 'unknown'] as const;
export type CertificateVerdictValue = (typeof CertificateVerdict)[number];

/** GET certificate/verify/{number} (public): the verdict; the holder's name partly masked (张*明). */
export const certificateVerificationSchema = z.object({
  verdict: z.enum(CertificateVerdict),
  number: z.string(),
  holder_name: z.string().nullable(),
  program_name: z.string().nullable(),
  issuer: z.string().nullable(),
  issued_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

// ---- Views and shares ------------------------------------------------------------------------

/** Which achievement a view or share is about. */
export const AchievementKind = ['medal', 'certificate'] as const;
export type AchievementKindValue = (typeof AchievementKind)[number];

/** Where a share went: a WeChat timeline or chat card, or the poster saved as an image. */
export const AchievementShareChannel = ['timeline', 'appmessage', 'save'] as const;
export type AchievementShareChannelValue = (typeof AchievementShareChannel)[number];

/** POST medalcertificatelog: the viewer opened a medal or certificate. */
export const achievementViewSchema = z.object({
  type: z.enum(AchievementKind),
  id: z.coerce.number().int().positive('编号无效'),
});
export type AchievementView = z.infer<typeof achievementViewSchema>;

/** POST medalcertificateback: the viewer shared one (or saved its poster). */
export const achievementShareSchema = achievementViewSchema.extend({
  channel: z.enum(AchievementShareChannel).default('appmessage'),
});
export type AchievementShare = z.infer<typeof achievementShareSchema>;

export const achievementEventAckSchema = z.object({ recorded: z.boolean() });
export type AchievementEventAck = z.infer<typeof achievementEventAckSchema>;
