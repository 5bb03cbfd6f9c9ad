import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, pagingQuerySchema } from '../paging';
import { BannerPosition, contentListTypeSchema, diseaseSchema, HomeSectionKind, tagSchema } from './content';
import { englishText } from './english-names';

/**
 * The console's side of learning content (issue 4), under /api/admin: contents, course series,
 * the category tree, member groups, tags, diseases, banners and the home page. The console's
 * forms and the server validate with the same schemas.
 */

// ---- Addresses -----------------------------------------------------------------------------

/** Paths of our own media: console uploads and the committed demo videos. */
export const OWN_MEDIA_PREFIXES = ['/uploads/', '/media/demo/', '/media/live/'] as const;

/** An absolute https URL. */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A path inside our own site (`/course/detail?id=1`), never a protocol-relative `//host`. */
export function isInAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value);
}

/** A video a content may play: an https URL or one of our media paths, HLS (.m3u8) or MP4. */
export function isVideoAddress(value: string): boolean {
  const own = isInAppPath(value) && OWN_MEDIA_PREFIXES.some((prefix) => value.startsWith(prefix));
  if (!own && !isHttpsUrl(value)) return false;
  const pathname = new URL(value, 'https://local.invalid').pathname.toLowerCase();
  return pathname.endsWith('.m3u8') || pathname.endsWith('.mp4');
}

/** Text limits of the console's editors (contents, meetings, campaigns, lessons): the forms' maxLength. */
export const EDITOR_TEXT_MAX = {
  title: 200,
  summary: 500,
  approvalCode: 60,
  speakerName: 60,
  speakerTitle: 60,
  speakerHospital: 100,
  imageAddress: 1000,
  videoAddress: 1000,
  linkAddress: 300,
} as const;

/** Text limits of the console's catalogue pages (categories, groups, tags, diseases, banners, home). */
export const CATALOGUE_TEXT_MAX = {
  categoryName: 100,
  memberGroupName: 60,
  memberGroupDescription: 200,
  tagName: 40,
  diseaseName: 60,
  bannerTitle: 100,
  homeSectionName: 60,
} as const;

export const imageAddressSchema = z
  .string()
  .trim()
  .max(EDITOR_TEXT_MAX.imageAddress, '图片地址太长')
  .refine((value) => isHttpsUrl(value) || isInAppPath(value), '图片地址须为 https 链接或站内路径');

/** Where a banner or a home section's 更多 leads: an in-app path or an https URL. */
export const linkAddressSchema = z
  .string()
  .trim()
  .max(EDITOR_TEXT_MAX.linkAddress, '链接太长')
  .refine((value) => isInAppPath(value) || isHttpsUrl(value), '链接须以 / 开头（站内页面）或为 https 链接');

export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/** A name or title the operator must fill in. */
export const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
/** An optional address: a field the operator cleared ("") means none. */
export const optionalImage = () =>
  z
    .union([z.literal(''), imageAddressSchema])
    .nullish()
    .transform((value) => value || null);
const optionalLink = () =>
  z
    .union([z.literal(''), linkAddressSchema])
    .nullish()
    .transform((value) => value || null);
export const optionalCategoryId = () =>
  z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null);
const sortNumber = () => z.number().int().min(-100_000).max(100_000);
export const sortField = () => sortNumber().default(0);
/** The `updated_at` of the copy the operator edited, on updates. */
export const editedVersion = () => z.iso.datetime({ offset: true, error: '缺少 updated_at（编辑时的版本）' });

/** The speaker of a content or a course series, as the operator edits it. */
const speakerFields = () => ({
  speaker_name: optionalText(
    EDITOR_TEXT_MAX.speakerName,
    `讲者姓名不能超过 ${EDITOR_TEXT_MAX.speakerName} 个字`,
  ),
  speaker_title: optionalText(
    EDITOR_TEXT_MAX.speakerTitle,
    `讲者职称不能超过 ${EDITOR_TEXT_MAX.speakerTitle} 个字`,
  ),
  speaker_hospital: optionalText(
    EDITOR_TEXT_MAX.speakerHospital,
    `讲者医院不能超过 ${EDITOR_TEXT_MAX.speakerHospital} 个字`,
  ),
  speaker_avatar: optionalImage(),
});
/** The speaker of a content or a course series, as the console reads it. */
const speakerColumns = () => ({
  speaker_name: z.string().nullable(),
  speaker_title: z.string().nullable(),
  speaker_hospital: z.string().nullable(),
  speaker_avatar: z.string().nullable(),
});

export const isoDate = z.iso.datetime({ offset: true, error: '日期格式不正确' });
export const optionalDate = isoDate.nullish().transform((value) => value ?? null);
export const idList = (max: number, label: string) =>
  z
    .array(z.number().int().positive(), { error: `${label}格式不正确` })
    .max(max, `${label}最多 ${max} 个`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

// ---- Contents ------------------------------------------------------------------------------

export const VIDEO_REQUIRED_MESSAGE = '视频内容须上传视频或填写视频地址';
/** A content's video address (see isVideoAddress). */
export const videoAddressSchema = z
  .string()
  .trim()
  .max(EDITOR_TEXT_MAX.videoAddress, '视频地址太长')
  .refine(isVideoAddress, '视频地址须为 https 链接或本站上传的 /uploads/… 路径，格式为 .m3u8 或 .mp4');
/** The video of a video content, as the console's form checks it. */
export const requiredVideoAddressSchema = z
  .string({ error: VIDEO_REQUIRED_MESSAGE })
  .trim()
  .min(1, VIDEO_REQUIRED_MESSAGE)
  .pipe(videoAddressSchema);

/** The derived state the console shows: an operator's status refined by the dates. */
export const ContentStateValues = ['draft', 'scheduled', 'published', 'unpublished', 'expired'] as const;
export type AdminContentState = (typeof ContentStateValues)[number];

/** Shown when publishing content that lacks its promotional-material approval (pharma rule). */
export const PUBLISH_NEEDS_APPROVAL_MESSAGE = '发布前请填写批准文号和有效期';
/** Shown when publishing content without a cover: every list of the app shows one. */
export const PUBLISH_NEEDS_COVER_MESSAGE = '发布前请上传封面';

/**
 * What a saved content must carry to be published: promotional material's approval code and an
 * expiry still ahead of `now` (pharma rule), and a cover for the app's lists.
 */
function contentPublishSchema(now: Date) {
  const approval = { error: PUBLISH_NEEDS_APPROVAL_MESSAGE };
  return z.object({
    approval_code: z.string(approval).trim().min(1, approval),
    expires_at: z
      .string(approval)
      .refine((expiresAt) => new Date(expiresAt).getTime() > now.getTime(), approval),
    cover: z.string({ error: PUBLISH_NEEDS_COVER_MESSAGE }).trim().min(1, PUBLISH_NEEDS_COVER_MESSAGE),
  });
}
type ContentPublishFields = z.input<ReturnType<typeof contentPublishSchema>>;

/**
 * Why a content may not be published yet by contentPublishSchema (null when it may): each
 * missing field with its message, as the envelope's `data.issues`, and the messages once each as
 * one sentence. The console's 发布 and the server's publish both ask it.
 */
export function contentPublishRefusal(
  content: { [Field in keyof ContentPublishFields]: string | null },
  now: Date,
): { msg: string; issues: { field: string; message: string }[] } | null {
  const checked = contentPublishSchema(now).safeParse(content);
  if (checked.success) return null;
  const issues = checked.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ''),
    message: issue.message,
  }));
  return { msg: [...new Set(issues.map((issue) => issue.message))].join('；'), issues };
}
/** Shown when an update was made from a copy someone else has changed since. */
export const STALE_EDIT_MESSAGE = '内容已被他人修改，请刷新后重试';

/** Longest rich body accepted, in characters of HTML. */
export const CONTENT_BODY_MAX = 200_000;
/** Longest video or reading time, seconds (12 hours). */
export const CONTENT_DURATION_MAX = 12 * 3600;

/** The fields an operator edits on a content (create and update). */
export const adminContentFieldsSchema = z.object({
  list_type: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: '请选择内容类型（课程、病例或其他）',
  }),
  content_type: z.union([z.literal(1), z.literal(2)], { error: '请选择内容形式（视频或图文）' }),
  title: requiredText(EDITOR_TEXT_MAX.title, '请输入标题', `标题不能超过 ${EDITOR_TEXT_MAX.title} 个字`),
  summary: optionalText(EDITOR_TEXT_MAX.summary, `简介不能超过 ${EDITOR_TEXT_MAX.summary} 个字`),
  cover: optionalImage(),
  body: z.string().max(CONTENT_BODY_MAX, '正文太长').default(''),
  video_url: videoAddressSchema.nullish().transform((value) => value || null),
  duration: z
    .number({ error: '时长须为数字' })
    .int('时长须为整数秒')
    .min(0, '时长不能为负数')
    .max(CONTENT_DURATION_MAX, '时长不能超过 12 小时')
    .default(0),
  category_id: optionalCategoryId(),
  tag_ids: idList(20, '标签'),
  disease_ids: idList(20, '疾病'),
  ...speakerFields(),
  hcp_only: z.boolean().default(false),
  no_skip: z.boolean().default(false),
  comments_enabled: z.boolean().default(true),
  approval_code: optionalText(
    EDITOR_TEXT_MAX.approvalCode,
    `批准文号不能超过 ${EDITOR_TEXT_MAX.approvalCode} 个字`,
  ),
  expires_at: optionalDate,
  publish_at: optionalDate,
  unpublish_at: optionalDate,
  sort: sortField(),
});

type ContentFields = z.output<typeof adminContentFieldsSchema>;
function checkContentFields(value: ContentFields, context: z.RefinementCtx) {
  if (value.content_type === 1 && !value.video_url) {
    context.addIssue({ code: 'custom', path: ['video_url'], message: VIDEO_REQUIRED_MESSAGE });
  }
  if (value.publish_at && value.unpublish_at && value.publish_at >= value.unpublish_at) {
    context.addIssue({ code: 'custom', path: ['unpublish_at'], message: '下线时间须晚于上线时间' });
  }
}

/** POST /contents */
export const adminContentCreateSchema = adminContentFieldsSchema.superRefine(checkContentFields);
export type AdminContentInput = z.input<typeof adminContentCreateSchema>;
export type AdminContentValues = z.output<typeof adminContentCreateSchema>;

/** PUT /contents/:id: the fields and the `updated_at` of the copy the operator edited. */
export const adminContentUpdateSchema = adminContentFieldsSchema
  .extend({ updated_at: editedVersion() })
  .superRefine(checkContentFields);
export type AdminContentUpdate = z.output<typeof adminContentUpdateSchema>;

export const adminContentSchema = z.object({
  id: z.number().int(),
  list_type: z.number().int(),
  content_type: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  body: z.string(),
  video_url: z.string().nullable(),
  duration: z.number().int(),
  category_id: z.number().int().nullable(),
  tags: z.array(tagSchema),
  diseases: z.array(diseaseSchema),
  ...speakerColumns(),
  hcp_only: z.boolean(),
  no_skip: z.boolean(),
  comments_enabled: z.boolean(),
  approval_code: z.string().nullable(),
  expires_at: z.string().nullable(),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  /** What the operator set: 0 draft, 1 published, 2 unpublished. */
  status: z.number().int(),
  /** `status` refined by the publish window and the approval expiry. */
  state: z.enum(ContentStateValues),
  /** Whether the app shows it now (state 'published'). */
  live: z.boolean(),
  published_at: z.string().nullable(),
  sort: z.number().int(),
  view_count: z.number().int(),
  zan_count: z.number().int(),
  faver_count: z.number().int(),
  comment_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminContent = z.infer<typeof adminContentSchema>;

/** A content in the console list: everything but the body. */
export const adminContentListItemSchema = adminContentSchema.omit({ body: true });
export type AdminContentListItem = z.infer<typeof adminContentListItemSchema>;

/** GET /contents */
export const adminContentQuerySchema = pagingQuerySchema.extend({
  list_type: contentListTypeSchema.optional(),
  content_type: z.coerce.number().int().min(1).max(2).optional(),
  state: z.enum(ContentStateValues).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH, '关键词太长').optional(),
});
export type AdminContentQuery = z.output<typeof adminContentQuerySchema>;

// ---- Lessons (course series) -----------------------------------------------------------------

export const LessonStateValues = ['draft', 'published', 'unpublished'] as const;
export type AdminLessonState = (typeof LessonStateValues)[number];

export const adminLessonFieldsSchema = z.object({
  title: requiredText(EDITOR_TEXT_MAX.title, '请输入系列名称', `名称不能超过 ${EDITOR_TEXT_MAX.title} 个字`),
  summary: optionalText(EDITOR_TEXT_MAX.summary, `简介不能超过 ${EDITOR_TEXT_MAX.summary} 个字`),
  cover: optionalImage(),
  category_id: optionalCategoryId(),
  tag_ids: idList(20, '标签'),
  ...speakerFields(),
  /** Listed as a 专题 (lesson/campain-list). */
  is_topic: z.boolean().default(false),
  sort: sortField(),
});
export type AdminLessonInput = z.input<typeof adminLessonFieldsSchema>;
export type AdminLessonValues = z.output<typeof adminLessonFieldsSchema>;
export const adminLessonUpdateSchema = adminLessonFieldsSchema.extend({
  updated_at: editedVersion(),
});

export const adminLessonItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  list_type: z.number().int(),
  content_type: z.number().int(),
  duration: z.number().int(),
  state: z.enum(ContentStateValues),
});
export type AdminLessonItem = z.infer<typeof adminLessonItemSchema>;

export const adminLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  category_id: z.number().int().nullable(),
  tags: z.array(tagSchema),
  ...speakerColumns(),
  is_topic: z.boolean(),
  sort: z.number().int(),
  status: z.number().int(),
  state: z.enum(LessonStateValues),
  published_at: z.string().nullable(),
  content_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;
export const adminLessonDetailSchema = adminLessonSchema.extend({ items: z.array(adminLessonItemSchema) });
export type AdminLessonDetail = z.infer<typeof adminLessonDetailSchema>;

export const adminLessonQuerySchema = pagingQuerySchema.extend({
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH, '关键词太长').optional(),
  state: z.enum(LessonStateValues).optional(),
});
export type AdminLessonQuery = z.output<typeof adminLessonQuerySchema>;

/** Longest course series, in contents. */
export const LESSON_ITEMS_MAX = 200;
/** PUT /lessons/:id/items: the series' contents in play order. */
export const adminLessonItemsBodySchema = z.object({
  content_ids: z
    .array(z.number().int().positive())
    .max(LESSON_ITEMS_MAX, `一个系列最多 ${LESSON_ITEMS_MAX} 个内容`)
    .refine((ids) => new Set(ids).size === ids.length, '同一内容不能重复加入'),
});

// ---- Categories and member groups ----------------------------------------------------------

export const adminCategoryFieldsSchema = z.object({
  name: requiredText(
    CATALOGUE_TEXT_MAX.categoryName,
    '请输入分类名称',
    `名称不能超过 ${CATALOGUE_TEXT_MAX.categoryName} 个字`,
  ),
  name_en: englishText(CATALOGUE_TEXT_MAX.categoryName, '英文名称'),
  cover: optionalImage(),
  sort: sortField(),
  /** 0 for a top-level category. */
  parent_id: z.number().int().min(0).default(0),
  /** 0 everyone; 1 only members of the listed groups; 2 everyone except members of the listed groups. */
  member_group_flag: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  member_group_ids: idList(50, '会员分组'),
});
/** POST /categories and PUT /categories/:id */
export const adminCategoryInputSchema = adminCategoryFieldsSchema.superRefine((value, context) => {
  if (value.member_group_flag !== 0 && value.member_group_ids.length === 0) {
    context.addIssue({ code: 'custom', path: ['member_group_ids'], message: '限定可见范围时请选择会员分组' });
  }
});
export type AdminCategoryInput = z.input<typeof adminCategoryInputSchema>;
export type AdminCategoryValues = z.output<typeof adminCategoryInputSchema>;

/** POST /categories/:id/move: a new parent (0 = top level) and position among its siblings. */
export const adminCategoryMoveSchema = z.object({
  parent_id: z.number().int().min(0),
  sort: sortNumber(),
});

export const adminMemberGroupInputSchema = z.object({
  name: requiredText(
    CATALOGUE_TEXT_MAX.memberGroupName,
    '请输入分组名称',
    `名称不能超过 ${CATALOGUE_TEXT_MAX.memberGroupName} 个字`,
  ),
  description: optionalText(
    CATALOGUE_TEXT_MAX.memberGroupDescription,
    `说明不能超过 ${CATALOGUE_TEXT_MAX.memberGroupDescription} 个字`,
  ),
});
export type AdminMemberGroupInput = z.input<typeof adminMemberGroupInputSchema>;
export const adminMemberGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  member_count: z.number().int(),
  /** How many categories name the group in their visibility rule. */
  category_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminMemberGroup = z.infer<typeof adminMemberGroupSchema>;

export const adminGroupMemberSchema = z.object({
  id: z.number().int(),
  kind: z.string().nullable(),
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  /** Masked (138****1234). */
  mobile: z.string().nullable(),
  hospital_name: z.string().nullable(),
});
export type AdminGroupMember = z.infer<typeof adminGroupMemberSchema>;

/** POST /member-groups/:id/members and …/members/remove */
export const adminGroupMembersBodySchema = z.object({
  user_ids: z
    .array(z.number().int().positive(), { error: '请选择用户' })
    .min(1, '请选择用户')
    .max(500, '一次最多 500 个用户')
    .transform((ids) => [...new Set(ids)]),
});
export const adminGroupMembersResultSchema = z.object({ changed: z.number().int() });

// ---- Tags and diseases -------------------------------------------------------------------

export const adminTagInputSchema = z.object({
  name: requiredText(
    CATALOGUE_TEXT_MAX.tagName,
    '请输入标签名称',
    `标签不能超过 ${CATALOGUE_TEXT_MAX.tagName} 个字`,
  ),
  sort: sortField(),
});
export const adminDiseaseInputSchema = z.object({
  name: requiredText(
    CATALOGUE_TEXT_MAX.diseaseName,
    '请输入疾病名称',
    `名称不能超过 ${CATALOGUE_TEXT_MAX.diseaseName} 个字`,
  ),
  sort: sortField(),
});
/** A tag or a disease with how many contents use it. */
export const adminTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  content_count: z.number().int(),
});
export type AdminTerm = z.infer<typeof adminTermSchema>;

// ---- Banners and the home page ----------------------------------------------------------

export const adminBannerFieldsSchema = z.object({
  position: z.enum(BannerPosition, { error: '请选择位置' }),
  title: requiredText(
    CATALOGUE_TEXT_MAX.bannerTitle,
    '请输入标题',
    `标题不能超过 ${CATALOGUE_TEXT_MAX.bannerTitle} 个字`,
  ),
  image: imageAddressSchema.refine((value) => value.length > 0, '请上传图片'),
  link: optionalLink(),
  sort: sortField(),
  enabled: z.boolean().default(true),
  starts_at: optionalDate,
  ends_at: optionalDate,
});
export const adminBannerInputSchema = adminBannerFieldsSchema.superRefine((value, context) => {
  if (value.starts_at && value.ends_at && value.starts_at >= value.ends_at) {
    context.addIssue({ code: 'custom', path: ['ends_at'], message: '结束时间须晚于开始时间' });
  }
});
export type AdminBannerInput = z.input<typeof adminBannerInputSchema>;
export const adminBannerSchema = z.object({
  id: z.number().int(),
  position: z.enum(BannerPosition),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Enabled and inside its window now: the app shows it. */
  showing: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerQuerySchema = z.object({ position: z.enum(BannerPosition).optional() });

/** Most items a home section may show. */
export const HOME_SECTION_LIMIT_MAX = 20;
export const adminHomeSectionFieldsSchema = z.object({
  title: requiredText(
    CATALOGUE_TEXT_MAX.homeSectionName,
    '请输入栏目名称',
    `名称不能超过 ${CATALOGUE_TEXT_MAX.homeSectionName} 个字`,
  ),
  title_en: englishText(CATALOGUE_TEXT_MAX.homeSectionName, '英文名称'),
  kind: z.enum(HomeSectionKind, { error: '请选择栏目类型' }),
  list_type: z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .nullish()
    .transform((value) => value ?? null),
  category_id: optionalCategoryId(),
  more_link: optionalLink(),
  item_limit: z
    .number()
    .int()
    .min(1, '至少显示 1 条')
    .max(HOME_SECTION_LIMIT_MAX, `最多显示 ${HOME_SECTION_LIMIT_MAX} 条`)
    .default(6),
  layout: z.enum(['cards', 'list']).default('list'),
  enabled: z.boolean().default(true),
});
export const adminHomeSectionInputSchema = adminHomeSectionFieldsSchema.superRefine((value, context) => {
  if (value.kind === 'contents' && value.list_type === null && value.category_id === null) {
    context.addIssue({ code: 'custom', path: ['list_type'], message: '内容栏目请选择内容类型或分类' });
  }
});
export type AdminHomeSectionInput = z.input<typeof adminHomeSectionInputSchema>;
export const adminHomeSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string(),
  kind: z.enum(HomeSectionKind),
  list_type: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  more_link: z.string().nullable(),
  item_limit: z.number().int(),
  layout: z.enum(['cards', 'list']),
  sort: z.number().int(),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminHomeSection = z.infer<typeof adminHomeSectionSchema>;

/** PUT /home-sections/order: every section id in the new order. */
export const adminOrderBodySchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, '排序中有重复项'),
});

/** Most home recommendations. */
export const RECOMMENDATIONS_MAX = 50;
/** PUT /home-recommendations: the picks in order (replaces the list). */
export const adminRecommendationsBodySchema = z.object({
  content_ids: z
    .array(z.number().int().positive())
    .max(RECOMMENDATIONS_MAX, `推荐最多 ${RECOMMENDATIONS_MAX} 条`)
    .refine((ids) => new Set(ids).size === ids.length, '同一内容不能重复推荐'),
});
export const adminRecommendationSchema = z.object({
  content_id: z.number().int(),
  title: z.string(),
  list_type: z.number().int(),
  content_type: z.number().int(),
  cover: z.string().nullable(),
  state: z.enum(ContentStateValues),
  sort: z.number().int(),
});
export type AdminRecommendation = z.infer<typeof adminRecommendationSchema>;

/** Largest video the console uploads by default, MB (the server's VIDEO_UPLOAD_MAX_MB). */
export const VIDEO_UPLOAD_MAX_MB_DEFAULT = 500;

// ---- Search keywords (issue 16) --------------------------------------------------------------

/** A search keyword as the console lists it: how often doctors searched it and the operators' edits. */
export const adminSearchKeywordSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  search_count: z.number().int(),
  pinned: z.boolean(),
  hidden: z.boolean(),
  sort: z.number().int(),
  updated_at: z.string(),
});
export type AdminSearchKeyword = z.infer<typeof adminSearchKeywordSchema>;

/** POST search-keywords (a keyword operators add) and PUT search-keywords/{id}. */
export const adminSearchKeywordInputSchema = z.object({
  keyword: z.string().trim().min(1, '请输入关键词').max(50, '关键词最多 50 个字'),
  pinned: z.boolean().default(false),
  hidden: z.boolean().default(false),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type AdminSearchKeywordInput = z.infer<typeof adminSearchKeywordInputSchema>;
