/** Business constants and limits of spec §9. */
export const APP_VERSION = 'v20240111.1';
export const APP_VERSION_STORAGE_KEY = 'app_version';

export const REQUEST_TIMEOUT_MS = 60_000;
export const COOKIE_LIFETIME_DAYS = 5;
export const SESSION_LIFETIME_MS = COOKIE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export const VERIFICATION_CODE_COUNTDOWN_S = 60;
export const VERIFICATION_CODE_LENGTH = 6;

export const FIELD_MAX_LENGTH = { textarea: 2000, email: 200, phone: 11, tel: 15 } as const;
export const TEL_LENGTH = { min: 7, max: 12 } as const;

/** Upload limits: the spec's "5000" is read as kilobytes (decided; see docs/decisions). */
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MAX_SIZE_KB = 5000;
export const UPLOAD_MAX_SIZE_BYTES = UPLOAD_MAX_SIZE_KB * 1024;

export const FREE_TRIAL_DAYS = 30;

export const ORIENTATION_CHECK_DELAY_MS = 1000;
export const POINTS_POPUP_DELAY_MS = 500;
export const IMAGE_PRELOAD_DELAY_MS = 2000;
export const VERSION_PEEK_HOLD_MS = 3000;
export const VERSION_PEEK_WORD = 'version';

export const DESIGN_WIDTH = 828;

export const PRIVACY_TERMS = {
  responseWorkingDays: 15,
  logRetentionDaysMin: 180,
  callRecordingRetentionYears: 2,
} as const;

/**
 * The company hotline quoted in the privacy statement (spec §1) and on contact pages.
 * PLACEHOLDER: replace with the company's real customer-service number before going live;
 * changing it changes the legal texts, so publish new document versions in the console then.
 */
export const CONTACT_HOTLINE = '400-820-1688';

export const DEPLOYMENTS = {
  production: { debug: false, monitoring: true },
  test: { debug: true, monitoring: false },
  dev: { debug: true, monitoring: false },
} as const;
export type Deployment = keyof typeof DEPLOYMENTS;

export const SHARE_API_LIST = [
  'onMenuShareTimeline',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'updateAppMessageShareData',
  'hideMenuItems',
  'chooseImage',
] as const;

export const DUPLICATE_REQUEST_MESSAGE = '重复请求，已拦截';
export const UNCAUGHT_ERROR_MESSAGE = '未知错误';

/** The mobile app's base path, and the console's. */
export const WEB_BASE_PATH_DEFAULT = '/h5/';
export const ADMIN_BASE_PATH = '/admin/';
export const API_PREFIX = '/api';
export const PLATFORM_PREFIX = '/api/platform';

/**
 * The widths, in device pixels, a public image is also served at as WebP: `/uploads/<key>?w=<width>`
 * (decision 030). Here, not beside its zod schema in contracts/certification.ts, so the app's
 * entry chunk, which sizes every image, does not pull zod in. A fixed list, so a cache holds a few
 * variants per image, never one per number: 96 and 192 for avatars and icons, 320 to 640 for list covers and cards, 960 and 1280 for
 * full-width banners and covers, at 2× and 3× screens.
 */
export const IMAGE_VARIANT_WIDTHS = [96, 192, 320, 480, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
