/**
 * The error catalogue: every non-success `code` the API can answer with.
 * Codes are stable public contract; the client maps them to behaviour in one place.
 */
export const SUCCESS_CODE = 1000 as const;

export const ErrorCode = {
  VALIDATION_FAILED: 40000,
  /** Session missing or expired: the only case answered with HTTP 401. */
  UNAUTHENTICATED: 40100,
  INVALID_CREDENTIALS: 40101,
  FORBIDDEN: 40300,
  NOT_REGISTERED: 40301,
  CONSENT_REQUIRED: 40302,
  TRIAL_EXPIRED: 40303,
  NOT_CERTIFIED: 40304,
  ACCOUNT_LOCKED: 40305,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  PAYLOAD_TOO_LARGE: 41300,
  UNSUPPORTED_MEDIA_TYPE: 41500,
  RATE_LIMITED: 42900,
  /** Headers or URL (query string) over Node's header size limit, answered before any route. */
  REQUEST_HEADER_TOO_LARGE: 43100,
  SERVER_ERROR: 50000,
  /** Spec §8: opens the authorization popup in the app. */
  AUTHORIZATION_NEEDED: 50001,
  SERVICE_UNAVAILABLE: 50300,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

interface ErrorDefinition {
  httpStatus: number;
  message: { 'zh-CN': string; 'en-US': string };
}

export const errorCatalogue: Record<ErrorCodeName, ErrorDefinition> = {
  VALIDATION_FAILED: { httpStatus: 400, message: { 'zh-CN': '请求参数有误', 'en-US': 'Invalid request' } },
  UNAUTHENTICATED: {
    httpStatus: 401,
    message: { 'zh-CN': '登录已过期，请重新登录', 'en-US': 'Please sign in again' },
  },
  INVALID_CREDENTIALS: {
    httpStatus: 400,
    message: { 'zh-CN': '用户名或密码错误', 'en-US': 'Wrong username or password' },
  },
  FORBIDDEN: { httpStatus: 403, message: { 'zh-CN': '抱歉，您无权访问', 'en-US': 'You do not have access' } },
  NOT_REGISTERED: {
    httpStatus: 403,
    message: {
      'zh-CN': '抱歉，您还未注册，点击前往',
      'en-US': 'Sorry, you have not registered. Tap to register',
    },
  },
  CONSENT_REQUIRED: {
    httpStatus: 403,
    message: {
      'zh-CN': '请先阅读并签署知情同意书',
      'en-US': 'Please read and sign the consent documents first',
    },
  },
  TRIAL_EXPIRED: {
    httpStatus: 403,
    message: {
      'zh-CN': '您的免费学习期已结束，完成认证即可继续学习',
      'en-US': 'Your free trial has ended. Complete certification to keep learning',
    },
  },
  NOT_CERTIFIED: {
    httpStatus: 403,
    message: {
      'zh-CN': '该内容仅对认证医护人员开放',
      'en-US': 'This content is for certified professionals only',
    },
  },
  ACCOUNT_LOCKED: {
    httpStatus: 403,
    message: {
      'zh-CN': '失败次数过多，账号已临时锁定',
      'en-US': 'Too many failed attempts; account temporarily locked',
    },
  },
  NOT_FOUND: { httpStatus: 404, message: { 'zh-CN': '内容不存在', 'en-US': 'Not found' } },
  CONFLICT: {
    httpStatus: 409,
    message: { 'zh-CN': '数据已存在或已变更', 'en-US': 'Conflict with existing data' },
  },
  PAYLOAD_TOO_LARGE: { httpStatus: 413, message: { 'zh-CN': '上传内容过大', 'en-US': 'Payload too large' } },
  UNSUPPORTED_MEDIA_TYPE: {
    httpStatus: 415,
    message: { 'zh-CN': '不支持的内容类型', 'en-US': 'Unsupported content type' },
  },
  RATE_LIMITED: {
    httpStatus: 429,
    message: { 'zh-CN': '操作太频繁，请稍后再试', 'en-US': 'Too many requests, try later' },
  },
  REQUEST_HEADER_TOO_LARGE: {
    httpStatus: 431,
    message: { 'zh-CN': '请求地址或请求头过长', 'en-US': 'The request URL or headers are too long' },
  },
  SERVER_ERROR: {
    httpStatus: 500,
    message: { 'zh-CN': '服务器开小差了，请稍后再试', 'en-US': 'Server error, try later' },
  },
  AUTHORIZATION_NEEDED: {
    httpStatus: 403,
    message: { 'zh-CN': '需要授权后才能继续', 'en-US': 'Authorization is needed to continue' },
  },
  SERVICE_UNAVAILABLE: {
    httpStatus: 503,
    message: { 'zh-CN': '服务暂不可用', 'en-US': 'Service unavailable' },
  },
};

const nameByCode = new Map<number, ErrorCodeName>(
  (Object.entries(ErrorCode) as [ErrorCodeName, number][]).map(([name, code]) => [code, name]),
);

/** The catalogue name for a numeric code, if the code is ours. */
export function errorNameOf(code: number): ErrorCodeName | undefined {
  return nameByCode.get(code);
}
