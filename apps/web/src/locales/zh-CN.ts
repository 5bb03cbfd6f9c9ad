import { UNCAUGHT_ERROR_MESSAGE } from '@ia/shared';

import { accessZhCN } from './access.zh-CN';
import { contentZhCN } from './content.zh-CN';
import { meetingsZhCN } from './meetings.zh-CN';
import { pointsZhCN } from './points.zh-CN';
import { sharingZhCN } from './sharing.zh-CN';
import { SHELL_TEXTS } from './shell-texts';
import type { zhCNLater } from './zh-CN.later';

/**
 * The Chinese texts the home and the shell need, bundled with the app. The texts of the other
 * pages are `zhCNLater` (zh-CN.later.ts), loaded before the first of those pages shows.
 */
export const zhCNFirst = {
  ...accessZhCN,
  ...contentZhCN,
  ...meetingsZhCN,
  ...pointsZhCN,
  ...sharingZhCN,
  app: {
    name: SHELL_TEXTS['zh-CN'].name,
    slogan: SHELL_TEXTS['zh-CN'].slogan,
    loading: '加载中…',
    retry: '重试',
    more: '更多',
    back: '返回',
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
  },
  routes: {
    home: '首页',
    template: '清除缓存',
    allContent: '全部内容',
    activity: '活动',
    caseArea: '病例专区',
    personal: '我的',
    meeting: '会议',
    meetingDetail: '会议详情',
    meetingPlayback: '会议回放',
    allSearch: '搜索',
    course: '学习',
    courseDetail: '课程详情',
    courseClass: '课程分类',
    courseSearch: '课程搜索',
    activityEnter: '活动入口',
    activityPoster: '活动海报',
    activityForm: '活动报名',
    activityDetail: '活动详情',
    activitySecondList: '活动模块',
    activityRichList: '积分排行榜',
    activityRichDetail: '积分明细',
    annualTask: '年度任务',
    annualRetrospect: '年度回顾',
    personalTask: '我的任务',
    personalRank: '排行榜',
    personalWarning: '药物警戒',
    personalBadge: '我的勋章',
    personalCertificate: '我的证书',
    achievementDetail: '成就详情',
    achievementShare: '成就分享',
    certificateVerify: '证书验真',
    personalCollection: '我的收藏',
    personalConsent: '知情同意书',
    personalPrivacy: '个人信息与隐私',
    personalHistory: '学习记录',
    personalSignup: '我的报名',
    personalQuestion: '我的提问',
    personalIntercept: '访问受限',
    notify: '消息中心',
    certification: '认证',
    certificationUpload: '上传认证资料',
    bindStep: '账号绑定',
    contactUs: '联系我们',
    register: '注册',
    welcome: '欢迎',
    staffRegister: '员工注册',
    staffInfoEdit: '员工信息',
    userInfoEdit: '编辑资料',
    userInformationEdit: '完善信息',
    information: '个人信息',
    rankInfo: '职称信息',
    importRegister: '信息核对',
    hospitalLose: '完善医院信息',
    coursePreview: '课程预览',
    meetingPreview: '会议预览',
    activityModulePreview: '活动模块预览',
    activityContentPreview: '活动内容预览',
    activityRichListPreview: '积分排行榜预览',
    activityRichDetailPreview: '积分明细预览',
    caseDetails: '病例详情',
    notFound: '页面不存在',
  },
  tabs: {
    home: '首页',
    meeting: '会议',
    learning: '学习',
    mine: '我的',
  },
  intercept: {
    title: '暂时无法访问',
    description: '您的账号暂时无法使用该功能。如有疑问，请联系学院助手。',
    contact: '联系我们',
    backHome: '返回首页',
  },
  notFound: {
    description: '您访问的页面不存在或已被移除',
  },
  routeError: {
    backHome: '返回首页',
    title: '页面出错了',
    description: '请稍后重试，或返回首页',
  },
  home: {
    searchPlaceholder: SHELL_TEXTS['zh-CN'].searchPlaceholder,
    bannerTitle: '医学影像 · 终身学习',
    bannerSubtitle: '权威专家课程、学术会议与真实病例，一站掌握',
    bannerAction: '开始学习',
    categoriesTitle: '课程分类',
    categoriesEmpty: '暂无课程分类',
    categoriesError: '分类加载失败，请检查网络后重试',
    comingSoon: '内容即将上线',
    comingSoonHint: '我们正在精心准备，敬请期待',
  },
  personal: {
    notSignedIn: '未登录',
    signInHint: '点击登录',
    signedIn: '微信用户',
    viewProfile: '查看个人信息',
    sectionLearning: '学习与成就',
    sectionAccount: '账户与服务',
    sectionSettings: '设置',
    language: '语言',
  },
  language: {
    'zh-CN': '简体中文',
    'en-US': 'English',
    choose: '选择语言',
  },
  popups: {
    authorizationTitle: '需要授权',
    authorizationMessage: '需要授权后才能继续访问，请点击下方按钮完成授权',
    authorizationAction: '去授权',
    pointsTitle: '恭喜获得积分',
    pointsAmount: '+{{score}} 积分',
    tipTitle: '温馨提示',
    tipContactHint: '长按识别二维码，联系您的专属代表',
    tipContactQrAlt: '联系人二维码',
    registerTitle: '尚未注册',
    registerMessage: '抱歉，您还未注册，点击前往',
    registerAction: '去注册',
    landscape: '请将手机竖屏使用以获得最佳体验',
  },
  version: {
    title: '版本信息',
    app: '应用版本：{{version}}',
    stored: '本地记录版本：{{version}}',
    none: '无',
  },
  api: {
    uncaughtError: UNCAUGHT_ERROR_MESSAGE,
    networkError: '网络异常，请检查网络后重试',
    timeout: '请求超时，请稍后重试',
    httpError: '服务异常（{{status}}），请稍后重试',
  },
  learning: {
    historyError: '学习记录加载失败',
    historyEmpty: '还没有学习记录',
    historyLocked: '学习记录暂不可查看',
    historyLockedHint: '完成医护人员认证后即可继续学习并查看记录',
    historyEmptyHint: '去学习页面看看课程和病例吧',
    historyEnd: '没有更多了',
    finished: '已完成',
    minutes: '{{count}} 分钟',
    progress: '已学 {{percent}}%',
    types: { course: '课程', case: '病例', meeting: '会议', activity: '活动', other: '内容' },
  },
  images: {
    failed: '图片加载失败',
  },
};

/**
 * Simplified Chinese, the default language (`zhCNFirst` and `zhCNLater`). Its shape is the
 * contract every locale follows.
 */
export type ZhCNMessages = typeof zhCNFirst & typeof zhCNLater;

/**
 * The shape of a locale: same keys as zh-CN, every leaf a string. A count-dependent text is
 * `<key>_other` in zh-CN (Chinese has one plural form); a language with more forms adds them
 * beside it (`<key>_one` in English), and i18next picks by `count`.
 */
export type LocaleMessages<T = ZhCNMessages> = {
  [K in keyof T]: T[K] extends string ? string : LocaleMessages<T[K]>;
} & { [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]?: string };
