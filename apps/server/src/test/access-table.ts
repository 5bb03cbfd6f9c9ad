import type { AccessLevelValue, ViewerRoleValue } from '@ia/shared';

export interface AccessTableRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered, with `:param` placeholders. */
  url: string;
  access: AccessLevelValue;
  /**
   * A role the policy lets through but whom the route itself answers with one of the access
   * codes, because saying so is its job (empty-user tells an unregistered user 40301).
   */
  answers?: Partial<Record<ViewerRoleValue, number>>;
}

/**
 * Who may call each route of the mobile API, written out by hand (spec §6 and the API map).
 * The role-table test compares it with what the routes declare, then walks every route for
 * every role. A new route fails that test until it is added here: deciding its level is a
 * review step, not a side effect of registering it.
 */
export const ACCESS_TABLE: readonly AccessTableRow[] = [
  // Reference data and the login handshake: anyone.
  { method: 'GET', url: '/api/platform/region/list', access: 'public' },
  { method: 'GET', url: '/api/platform/region/hot', access: 'public' },
  { method: 'GET', url: '/api/platform/category/tree/:id', access: 'public' },
  { method: 'GET', url: '/api/platform/consent/documents', access: 'public' },
  { method: 'GET', url: '/api/platform/crypto/public-key', access: 'public' },
  { method: 'GET', url: '/api/platform/wechat/auth', access: 'public' },
  { method: 'GET', url: '/api/oauth', access: 'public' },
  { method: 'GET', url: '/api/platform/wechat-notices/settings', access: 'public' },

  // A WeChat session, registered or not: registration, codes, consent, who am I.
  { method: 'GET', url: '/api/platform/token', access: 'wechat' },
  { method: 'GET', url: '/api/wap/empty-user', access: 'wechat', answers: { wechat: 40301 } },
  { method: 'GET', url: '/api/platform/hospital/get-hospital', access: 'wechat' },
  { method: 'POST', url: '/api/platform/sms/send', access: 'wechat' },
  { method: 'POST', url: '/api/platform/mail/send', access: 'wechat' },
  { method: 'POST', url: '/api/platform/member/member-register', access: 'wechat' },
  { method: 'POST', url: '/api/platform/member/staff-register', access: 'wechat' },
  { method: 'GET', url: '/api/platform/member/me', access: 'wechat' },
  { method: 'POST', url: '/api/platform/send_truman', access: 'wechat' },
  { method: 'POST', url: '/api/platform/member/sendtruman', access: 'wechat' },
  { method: 'POST', url: '/api/platform/member/gettruman', access: 'wechat' },
  { method: 'GET', url: '/api/platform/consent/mine', access: 'wechat' },
  { method: 'POST', url: '/api/platform/consent/withdraw', access: 'wechat' },

  // Registered (member or staff), consent not needed: profile, certification, messages.
  { method: 'PUT', url: '/api/platform/member/member-update', access: 'registered' },
  { method: 'POST', url: '/api/platform/imageupload', access: 'registered' },
  { method: 'POST', url: '/api/platform/imageupload-base64', access: 'registered' },
  { method: 'GET', url: '/api/platform/uploads/:id', access: 'registered' },
  { method: 'POST', url: '/api/platform/examine/vevea-examine-create', access: 'registered' },
  { method: 'POST', url: '/api/platform/examine/vevea-examine-update', access: 'registered' },
  { method: 'GET', url: '/api/platform/examine/get-examine-info', access: 'registered' },
  { method: 'GET', url: '/api/platform/istip/get-istip', access: 'registered' },
  { method: 'GET', url: '/api/platform/istip/up-istip', access: 'registered' },
  { method: 'GET', url: '/api/platform/veeva/info', access: 'registered' },
  { method: 'GET', url: '/api/platform/messagecneter/msg-unread-num', access: 'registered' },
  { method: 'GET', url: '/api/platform/messagecneter', access: 'registered' },
  { method: 'PUT', url: '/api/platform/messagecneter/read', access: 'registered' },
  { method: 'POST', url: '/api/platform/wechat-notices/subscriptions', access: 'registered' },

  // Demo previews (spec §7): no login; read-only, HCP-only bodies withheld.
  { method: 'GET', url: '/api/platform/demo/content/:id', access: 'public' },
  { method: 'GET', url: '/api/platform/demo/meeting/:id', access: 'public' },
  { method: 'GET', url: '/api/platform/demo/campain-section/:id', access: 'public' },
  { method: 'GET', url: '/api/platform/demo/campain-content', access: 'public' },
  { method: 'GET', url: '/api/platform/demo/campain-content/:id', access: 'public' },
  { method: 'GET', url: '/api/platform/demo/campain/rich-list/:id', access: 'public' },

  // The catalogue (home, lists, series, search): anyone signed in through WeChat, as the
  // routes showing them (wechatAuth) expect. Opening a content is where the trial gate applies.
  { method: 'GET', url: '/api/platform/home/banner', access: 'wechat' },
  { method: 'GET', url: '/api/platform/home/setting', access: 'wechat' },
  { method: 'GET', url: '/api/platform/home/recommend', access: 'wechat' },
  { method: 'GET', url: '/api/platform/content/home/:id', access: 'wechat' },
  { method: 'GET', url: '/api/platform/home-search', access: 'wechat' },
  { method: 'GET', url: '/api/platform/home-search/hot', access: 'wechat' },
  { method: 'GET', url: '/api/platform/content', access: 'wechat' },
  { method: 'GET', url: '/api/platform/disease', access: 'wechat' },
  { method: 'GET', url: '/api/platform/lesson/banner', access: 'wechat' },
  { method: 'GET', url: '/api/platform/lesson/lesson', access: 'wechat' },
  { method: 'GET', url: '/api/platform/lesson/campain-list', access: 'wechat' },
  { method: 'GET', url: '/api/platform/lesson/lesson-list', access: 'wechat' },
  { method: 'GET', url: '/api/platform/home/home-meeting', access: 'wechat' },
  { method: 'GET', url: '/api/platform/meeting', access: 'wechat' },
  { method: 'GET', url: '/api/platform/campain/campain', access: 'wechat' },

  // Subscribing to meetings: a consented member (a reminder is a message, not learning).
  { method: 'POST', url: '/api/platform/meeting/subscribe', access: 'consented' },
  { method: 'GET', url: '/api/platform/meeting/my-meeting', access: 'consented' },

  // Learning content: certified, staff, or within the free trial.
  { method: 'GET', url: '/api/platform/learn-log', access: 'learning' },
  { method: 'POST', url: '/api/platform/learn-log', access: 'learning' },
  { method: 'POST', url: '/api/platform/learnlog/create', access: 'learning' },
  { method: 'GET', url: '/api/platform/content/:id', access: 'learning' },
  { method: 'GET', url: '/api/platform/comments', access: 'learning' },
  { method: 'POST', url: '/api/platform/comments', access: 'learning' },
  { method: 'POST', url: '/api/platform/comments-zan-log', access: 'learning' },
  { method: 'POST', url: '/api/platform/comments-zan-log-delete', access: 'learning' },
  { method: 'POST', url: '/api/platform/content-zan-log', access: 'learning' },
  { method: 'POST', url: '/api/platform/content-zan-log-delete', access: 'learning' },
  { method: 'GET', url: '/api/platform/content-zan-log-check/:a/:b', access: 'learning' },
  { method: 'POST', url: '/api/platform/content/faver', access: 'learning' },
  { method: 'POST', url: '/api/platform/content/faver-delete', access: 'learning' },
  { method: 'GET', url: '/api/platform/content/faver-check/:a/:b', access: 'learning' },
  { method: 'GET', url: '/api/platform/content/form/:a/:b', access: 'learning' },
  { method: 'POST', url: '/api/platform/content/form', access: 'learning' },
  { method: 'GET', url: '/api/platform/imaging/:content_id', access: 'learning' },
  { method: 'POST', url: '/api/platform/imaging/answer', access: 'learning' },
  { method: 'GET', url: '/api/platform/content/claim/status', access: 'learning' },
  { method: 'GET', url: '/api/platform/form/form-question-answer-comment', access: 'learning' },
  { method: 'POST', url: '/api/platform/form/form-question-answer-zan-log', access: 'learning' },
  // Meetings (watching is learning) and campaigns (learning activities).
  { method: 'GET', url: '/api/platform/meeting/:id', access: 'learning' },
  { method: 'GET', url: '/api/platform/meeting/live-status/:id', access: 'learning' },
  { method: 'GET', url: '/api/platform/meeting/live-events/:id', access: 'learning' },
  { method: 'GET', url: '/api/platform/meeting/live-snapshot/:id', access: 'learning' },
  { method: 'POST', url: '/api/platform/score-log/meetingview', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/campain/:id', access: 'learning' },
  { method: 'POST', url: '/api/platform/campain/campain/join', access: 'learning' },
  { method: 'PUT', url: '/api/platform/campain/campain/once', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/campain-section', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/campain-section/:id', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/campain-section/section/:id', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/campain-content', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/campain-content/:id', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/check/permissions/:a/:b', access: 'learning' },
  { method: 'GET', url: '/api/platform/content/desc/status/:a/:b', access: 'learning' },
  { method: 'PUT', url: '/api/platform/content/desc/status/:a/:b', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/rich-list/:id', access: 'learning' },
  { method: 'GET', url: '/api/platform/campain/rich-detail/:id', access: 'learning' },

  // Issue 6, points, sign-in, tasks, score log.
  { method: 'GET', url: '/api/platform/member/login-log/check', access: 'consented' },
  { method: 'POST', url: '/api/platform/member/login-log', access: 'consented' },
  { method: 'POST', url: '/api/platform/score-log', access: 'learning' },
  { method: 'GET', url: '/api/platform/score-log/scorelog', access: 'consented' },
  { method: 'POST', url: '/api/platform/score-log/up-tip-status', access: 'wechat' },
  { method: 'GET', url: '/api/platform/member/task', access: 'consented' },
  // Issue 6, ranking and annual review.
  { method: 'GET', url: '/api/platform/member/ranking-list/:id', access: 'consented' },
  { method: 'GET', url: '/api/platform/year/h5/data/:year', access: 'consented' },
  { method: 'POST', url: '/api/platform/year/h5/data/:year/view/log', access: 'consented' },
  { method: 'POST', url: '/api/platform/year/h5/data/:year/finished', access: 'consented' },
  // Issue 6, medals and certificates; the public verification call is 'public'.
  { method: 'GET', url: '/api/platform/medal/get', access: 'consented' },
  { method: 'GET', url: '/api/platform/medal/get/:id', access: 'consented' },
  { method: 'PUT', url: '/api/platform/medal/draw-medal', access: 'consented' },
  { method: 'GET', url: '/api/platform/certificate/get', access: 'consented' },
  { method: 'GET', url: '/api/platform/certificate/get/:id', access: 'consented' },
  { method: 'PUT', url: '/api/platform/certificate/draw-certificate', access: 'consented' },
  { method: 'GET', url: '/api/platform/certificate/verify/:number', access: 'public' },
  { method: 'POST', url: '/api/platform/medalcertificatelog', access: 'consented' },
  { method: 'POST', url: '/api/platform/medalcertificateback', access: 'consented' },
  // Issue 6, questions, collection, popover, contact, drug safety.
  { method: 'GET', url: '/api/platform/question/list', access: 'consented' },
  { method: 'GET', url: '/api/platform/question/:id', access: 'consented' },
  { method: 'POST', url: '/api/platform/question', access: 'consented' },
  { method: 'GET', url: '/api/platform/member/my-faver', access: 'consented' },
  { method: 'GET', url: '/api/platform/member/popover', access: 'wechat' },
  { method: 'GET', url: '/api/platform/assistants/info', access: 'wechat' },
  { method: 'POST', url: '/api/platform/drug-safety/report', access: 'consented' },
  { method: 'GET', url: '/api/platform/member/ai-rep/check', access: 'consented' },
  { method: 'GET', url: '/api/platform/member/getWecomStatus', access: 'consented' },
  // Issue 6, JS-SDK, monitor.
  { method: 'GET', url: '/api/platform/jssdk', access: 'public' },
  { method: 'POST', url: '/api/platform/monitor', access: 'public' },
  // Issue 18, privacy rights: anyone signed in, consent withdrawn or not (decision 028).
  { method: 'GET', url: '/api/platform/privacy/export', access: 'wechat' },
  { method: 'POST', url: '/api/platform/privacy/cancel', access: 'wechat' },

  // Sales-rep staff only.
  { method: 'PUT', url: '/api/platform/member/staff-update', access: 'staff' },
];
