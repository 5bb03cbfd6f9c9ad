import type { TypeMapValue } from '@ia/shared';
import type { ZhCNMessages } from '../../locales/zh-CN';

/** Index of the bottom tab a route belongs to: 0 home, 1 meeting, 2 learning, 3 mine. */
export type TabIndex = 0 | 1 | 2 | 3;

export type RouteTitleKey = keyof ZhCNMessages['routes'];

/**
 * Route flags exactly as spec §2 names them: this is the public shape of `handle` on every
 * route object (e2e tests and later issues read it). `ingoreCheck` keeps the spec's spelling
 * here only; code reads `RouteMeta.skipRegisterPrompt`.
 */
export interface RouteFlags {
  /** Login through the messaging app is needed. */
  wechatAuth: boolean;
  /** A registered, consented user is needed. */
  checkUser: boolean;
  /** The user info is fetched. */
  getUser: boolean;
  /** Registered users are sent to /. */
  registerNoEnter: boolean;
  /** Skips the register prompt. */
  ingoreCheck: boolean;
  /** Hides the tab bar. */
  hideTabbar: boolean;
  /** Present in the spec; its effect is not shown (kept for later issues). */
  hideApproval: boolean;
  /** Load more when the page bottom is reached. */
  reachBottom: boolean;
  /** The bottom tab the route belongs to. */
  tabIndex?: TabIndex;
}

/** `handle` of every route: the title's i18n key plus the spec's flags. */
export interface RouteHandle extends RouteFlags {
  title: RouteTitleKey;
}

/** The same metadata with names that explain themselves, for the app's own code. */
export interface RouteMeta {
  titleKey: RouteTitleKey;
  requiresLogin: boolean;
  requiresRegisteredUser: boolean;
  fetchesUser: boolean;
  redirectsRegisteredUser: boolean;
  skipRegisterPrompt: boolean;
  hideTabBar: boolean;
  hideApproval: boolean;
  loadMoreOnReachBottom: boolean;
  tabIndex: TabIndex | undefined;
}

/** One row of the route table. Flags left out are false. */
export interface RouteDefinition {
  path: string;
  title: RouteTitleKey;
  flags?: Partial<RouteFlags>;
  /** typeMap added to the address when it is missing (spec §2 defaults). */
  defaultTypeMap?: TypeMapValue;
  /** The page module; routes without one show the placeholder page. */
  page?: PageName;
}

export type PageName =
  | 'home'
  | 'personal'
  | 'personalConsent'
  | 'personalPrivacy'
  | 'learningHistory'
  // Points: tasks and the score log
  | 'personalTask'
  | 'annualTask'
  // Ranking and the annual review
  | 'personalRank'
  | 'annualRetrospect'
  // Medals, certificates and the public verification page
  | 'personalBadge'
  | 'personalCertificate'
  | 'achievementDetail'
  | 'achievementShare'
  | 'certificateVerify'
  // Questions, favourites, drug safety, contact
  | 'personalQuestion'
  | 'personalCollection'
  | 'personalWarning'
  | 'contactUs'
  | 'personalIntercept'
  // Content detail and its public preview
  | 'courseDetail'
  | 'coursePreview'
  // Discovery (home lists, categories, search, clear cache)
  | 'template'
  | 'allContent'
  | 'caseArea'
  | 'course'
  | 'courseClass'
  | 'courseSearch'
  | 'allSearch'
  // Registration, profile and certification
  | 'register'
  | 'welcome'
  | 'staffRegister'
  | 'staffInfoEdit'
  | 'memberEdit'
  | 'information'
  | 'rankInfo'
  | 'importRegister'
  | 'hospitalLose'
  | 'certification'
  | 'certificationUpload'
  | 'bindStep'
  // Meetings and the message centre
  | 'meeting'
  | 'meetingDetail'
  | 'meetingPlayback'
  | 'meetingPreview'
  | 'personalSignup'
  | 'notify'
  // Activities (campaigns) and their public previews
  | 'activity'
  | 'activityEnter'
  | 'activityPoster'
  | 'activityForm'
  | 'activityDetail'
  | 'activitySecondList'
  | 'activityRichList'
  | 'activityRichDetail'
  | 'activityModulePreview'
  | 'activityContentPreview'
  | 'activityRichListPreview'
  | 'activityRichDetailPreview';

export const DEFAULT_FLAGS: RouteFlags = {
  wechatAuth: false,
  checkUser: false,
  getUser: false,
  registerNoEnter: false,
  ingoreCheck: false,
  hideTabbar: false,
  hideApproval: false,
  reachBottom: false,
};

export function toRouteHandle(definition: RouteDefinition): RouteHandle {
  return { title: definition.title, ...DEFAULT_FLAGS, ...definition.flags };
}

export function toRouteMeta(handle: RouteHandle): RouteMeta {
  return {
    titleKey: handle.title,
    requiresLogin: handle.wechatAuth,
    requiresRegisteredUser: handle.checkUser,
    fetchesUser: handle.getUser,
    redirectsRegisteredUser: handle.registerNoEnter,
    skipRegisterPrompt: handle.ingoreCheck,
    hideTabBar: handle.hideTabbar,
    hideApproval: handle.hideApproval,
    loadMoreOnReachBottom: handle.reachBottom,
    tabIndex: handle.tabIndex,
  };
}
