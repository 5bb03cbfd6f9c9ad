import { TypeMap } from '@ia/shared';
import type { RouteDefinition, RouteFlags } from './route-meta';

/**
 * Every route of spec §2 with its title and flags. Flags follow the role table of spec §6:
 * - visitors without messaging-app login reach only /template and the preview routes, so
 *   every other route has `wechatAuth`;
 * - personal pages, detail pages and notifications need a registered, consented user
 *   (`checkUser`);
 * - /register and /staffregister send registered users away (`registerNoEnter`); they and
 *   /welcome (reached just after registering) skip the register prompt (`ingoreCheck`), as do
 *   /importregister and /hospitallose, which the user check itself sends people to (spec §4,
 *   step 2);
 * - `tabIndex` is the tab a page belongs to; the tab bar shows on pages that have one unless
 *   `hideTabbar` is set (detail, search, form and personal sub-pages) or the page is
 *   /personal or /notify (see shell-rules.ts).
 */

const login: Partial<RouteFlags> = { wechatAuth: true };
const member: Partial<RouteFlags> = { wechatAuth: true, checkUser: true };
const memberProfile: Partial<RouteFlags> = { ...member, getUser: true, hideTabbar: true };
const registration: Partial<RouteFlags> = {
  wechatAuth: true,
  registerNoEnter: true,
  ingoreCheck: true,
  hideTabbar: true,
  hideApproval: true,
};
const preview: Partial<RouteFlags> = { hideTabbar: true, hideApproval: true };

const homeTab = { tabIndex: 0 } as const;
const meetingTab = { tabIndex: 1 } as const;
const learningTab = { tabIndex: 2 } as const;
const mineTab = { tabIndex: 3 } as const;

export const ROUTE_TABLE: readonly RouteDefinition[] = [
  // Shell
  { path: '/', title: 'home', page: 'home', flags: { ...login, getUser: true, ...homeTab } },
  { path: '/template', title: 'template', page: 'template', flags: { hideTabbar: true } },
  {
    path: '/allcontent',
    title: 'allContent',
    page: 'allContent',
    flags: { ...login, reachBottom: true, ...homeTab },
  },
  {
    path: '/activity',
    title: 'activity',
    page: 'activity',
    flags: { ...login, reachBottom: true, ...homeTab },
  },
  {
    path: '/casearea',
    title: 'caseArea',
    page: 'caseArea',
    flags: { ...login, reachBottom: true, ...learningTab },
  },
  { path: '/personal', title: 'personal', page: 'personal', flags: { ...member, getUser: true, ...mineTab } },
  {
    path: '/meeting',
    title: 'meeting',
    page: 'meeting',
    flags: { ...login, reachBottom: true, ...meetingTab },
  },
  {
    path: '/meetingdetail',
    title: 'meetingDetail',
    page: 'meetingDetail',
    defaultTypeMap: TypeMap.MEETING,
    flags: { ...member, hideTabbar: true, ...meetingTab },
  },
  {
    path: '/meetingdetailplayback',
    title: 'meetingPlayback',
    page: 'meetingPlayback',
    flags: { ...member, hideTabbar: true, ...meetingTab },
  },
  {
    path: '/allsearch',
    title: 'allSearch',
    page: 'allSearch',
    flags: { ...login, hideTabbar: true, reachBottom: true, ...homeTab },
  },

  // Learning
  {
    path: '/course',
    title: 'course',
    page: 'course',
    flags: { ...login, reachBottom: true, ...learningTab },
  },
  {
    path: '/course/detail',
    title: 'courseDetail',
    page: 'courseDetail',
    flags: { ...member, hideTabbar: true, ...learningTab },
  },
  {
    path: '/course/class',
    title: 'courseClass',
    page: 'courseClass',
    flags: { ...login, reachBottom: true, ...learningTab },
  },
  {
    path: '/course/search',
    title: 'courseSearch',
    page: 'courseSearch',
    flags: { ...login, hideTabbar: true, reachBottom: true, ...learningTab },
  },

  // Activity
  {
    path: '/activity/detailenter',
    title: 'activityEnter',
    page: 'activityEnter',
    flags: { ...member, hideTabbar: true, ...homeTab },
  },
  {
    path: '/activity/activeShowOncePoster',
    title: 'activityPoster',
    page: 'activityPoster',
    flags: { ...login, hideTabbar: true, ...homeTab },
  },
  {
    path: '/activity/activeShowOnceForm',
    title: 'activityForm',
    page: 'activityForm',
    flags: { ...member, hideTabbar: true, ...homeTab },
  },
  {
    path: '/activity/detail',
    title: 'activityDetail',
    page: 'activityDetail',
    defaultTypeMap: TypeMap.ACTIVITY_DETAIL,
    flags: { ...member, hideTabbar: true, ...homeTab },
  },
  {
    path: '/activity/secondList',
    title: 'activitySecondList',
    page: 'activitySecondList',
    flags: { ...login, hideTabbar: true, reachBottom: true, ...homeTab },
  },
  {
    path: '/activity/richlist',
    title: 'activityRichList',
    page: 'activityRichList',
    flags: { ...login, hideTabbar: true, reachBottom: true, ...homeTab },
  },
  {
    path: '/activity/richdetail',
    title: 'activityRichDetail',
    page: 'activityRichDetail',
    flags: { ...member, hideTabbar: true, ...homeTab },
  },

  // Annual review
  { path: '/annual/task', title: 'annualTask', page: 'annualTask', flags: { ...memberProfile } },
  {
    path: '/annual/retrospect',
    title: 'annualRetrospect',
    page: 'annualRetrospect',
    flags: { ...memberProfile },
  },

  // Personal
  {
    path: '/personal/task',
    title: 'personalTask',
    page: 'personalTask',
    flags: { ...memberProfile, reachBottom: true, ...mineTab },
  },
  {
    path: '/personal/rank',
    title: 'personalRank',
    page: 'personalRank',
    flags: { ...memberProfile, reachBottom: true, ...mineTab },
  },
  {
    path: '/personal/warning',
    title: 'personalWarning',
    page: 'personalWarning',
    flags: { ...memberProfile, ...mineTab },
  },
  {
    path: '/personal/badge',
    title: 'personalBadge',
    page: 'personalBadge',
    flags: { ...memberProfile, ...mineTab },
  },
  {
    path: '/personal/cer',
    title: 'personalCertificate',
    page: 'personalCertificate',
    flags: { ...memberProfile, ...mineTab },
  },
  {
    path: '/personal/achievedetail',
    title: 'achievementDetail',
    page: 'achievementDetail',
    flags: { ...memberProfile, ...mineTab },
  },
  {
    path: '/personal/achieveshare',
    title: 'achievementShare',
    page: 'achievementShare',
    flags: { ...memberProfile, ...mineTab },
  },
  {
    path: '/personal/collection',
    title: 'personalCollection',
    page: 'personalCollection',
    flags: { ...memberProfile, reachBottom: true, ...mineTab },
  },
  {
    path: '/personal/consent',
    title: 'personalConsent',
    page: 'personalConsent',
    flags: { ...memberProfile, ...mineTab },
  },
  // Privacy rights (issue 18): open to anyone signed in, registered or not, consent withdrawn or not.
  {
    path: '/personal/privacy',
    title: 'personalPrivacy',
    page: 'personalPrivacy',
    flags: { ...login, getUser: true, ingoreCheck: true, hideTabbar: true, ...mineTab },
  },
  {
    path: '/personal/history',
    title: 'personalHistory',
    page: 'learningHistory',
    flags: { ...memberProfile, reachBottom: true, ...mineTab },
  },
  {
    path: '/personal/signup',
    title: 'personalSignup',
    page: 'personalSignup',
    flags: { ...memberProfile, reachBottom: true, ...mineTab },
  },
  {
    path: '/personal/question',
    title: 'personalQuestion',
    page: 'personalQuestion',
    flags: { ...memberProfile, reachBottom: true, ...mineTab },
  },
  // Where blocked users are sent: it must not itself require a registered user.
  {
    path: '/personal/intercept',
    title: 'personalIntercept',
    page: 'personalIntercept',
    flags: { ...login, ingoreCheck: true, hideTabbar: true, ...mineTab },
  },

  // Other
  {
    path: '/notify',
    title: 'notify',
    page: 'notify',
    flags: { ...member, hideTabbar: true, reachBottom: true },
  },
  { path: '/veeva', title: 'certification', page: 'certification', flags: { ...memberProfile } },
  {
    path: '/veevaupload',
    title: 'certificationUpload',
    page: 'certificationUpload',
    flags: { ...memberProfile },
  },
  { path: '/bindStep', title: 'bindStep', page: 'bindStep', flags: { ...memberProfile } },
  {
    path: '/contactUs',
    title: 'contactUs',
    page: 'contactUs',
    flags: { ...login, getUser: true, hideTabbar: true },
  },

  // Registration and profile
  { path: '/register', title: 'register', page: 'register', flags: { ...registration } },
  // Registration lands here with a registered user, who must not be sent to / before reading it.
  {
    path: '/welcome',
    title: 'welcome',
    page: 'welcome',
    flags: { ...registration, registerNoEnter: false },
  },
  { path: '/staffregister', title: 'staffRegister', page: 'staffRegister', flags: { ...registration } },
  { path: '/staffinfoedit', title: 'staffInfoEdit', page: 'staffInfoEdit', flags: { ...memberProfile } },
  { path: '/userinfoedit', title: 'userInfoEdit', page: 'memberEdit', flags: { ...memberProfile } },
  {
    path: '/userInformationedit',
    title: 'userInformationEdit',
    page: 'memberEdit',
    flags: { ...memberProfile },
  },
  { path: '/information', title: 'information', page: 'information', flags: { ...memberProfile } },
  { path: '/rankinfo', title: 'rankInfo', page: 'rankInfo', flags: { ...memberProfile } },
  {
    path: '/importregister',
    title: 'importRegister',
    page: 'importRegister',
    flags: { ...login, getUser: true, ingoreCheck: true, hideTabbar: true },
  },
  {
    path: '/hospitallose',
    title: 'hospitalLose',
    page: 'hospitalLose',
    flags: { ...login, getUser: true, ingoreCheck: true, hideTabbar: true },
  },

  // Previews: no login
  { path: '/coursedetail', title: 'coursePreview', page: 'coursePreview', flags: { ...preview } },
  // The certificate's QR code: public, no login (issue 6).
  { path: '/verify/:number', title: 'certificateVerify', page: 'certificateVerify', flags: { ...preview } },
  {
    path: '/previewmeetingdetail',
    title: 'meetingPreview',
    page: 'meetingPreview',
    flags: { ...preview },
  },
  {
    path: '/activitymoduledetail',
    title: 'activityModulePreview',
    page: 'activityModulePreview',
    flags: { ...preview },
  },
  {
    path: '/activitycontentdetail',
    title: 'activityContentPreview',
    page: 'activityContentPreview',
    flags: { ...preview },
  },
  {
    path: '/activityrichlist',
    title: 'activityRichListPreview',
    page: 'activityRichListPreview',
    flags: { ...preview, reachBottom: true },
  },
  {
    path: '/activityrichdetail',
    title: 'activityRichDetailPreview',
    page: 'activityRichDetailPreview',
    flags: { ...preview },
  },
];
