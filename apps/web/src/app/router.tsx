import type { TypeMapValue } from '@ia/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createPath, type Path, parsePath } from 'react-router';
import { ensureLogin } from '../features/auth';
import { prefetchHome } from '../features/home';
import { loadLaterMessages } from '../lib/i18n';
import { HomePage } from '../pages/home-page';
import { matchAppRoute } from './routes/match-app-route';
import type { PageName, RouteDefinition } from './routes/route-meta';
import { withDefaultTypeMap } from './shell/shell-rules';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * Every page is its own chunk, loaded when its route is first visited, but the home: most visits
 * land there (the WeChat menu, shared links to the app), and as part of the entry chunk its first
 * load is one script instead of the entry, then the page, then the chunks it shares with others.
 */
const pages: Record<PageName | 'notFound', LazyPage> = {
  home: async () => ({ Component: HomePage }),
  personal: () => import('../pages/personal-page').then((module) => ({ Component: module.PersonalPage })),
  personalTask: () =>
    import('../pages/personal-task-page').then((module) => ({ Component: module.PersonalTaskPage })),
  annualTask: () =>
    import('../pages/annual-task-page').then((module) => ({ Component: module.AnnualTaskPage })),
  personalConsent: () =>
    import('../pages/personal-consent-page').then((module) => ({ Component: module.PersonalConsentPage })),
  personalPrivacy: () =>
    import('../pages/personal-privacy-page').then((module) => ({ Component: module.PersonalPrivacyPage })),
  learningHistory: () =>
    import('../pages/learning-history-page').then((module) => ({ Component: module.LearningHistoryPage })),
  courseDetail: () =>
    import('../pages/course-detail-page').then((module) => ({ Component: module.CourseDetailPage })),
  coursePreview: () =>
    import('../pages/course-preview-page').then((module) => ({ Component: module.CoursePreviewPage })),
  template: () => import('../pages/template-page').then((module) => ({ Component: module.TemplatePage })),
  allContent: () =>
    import('../pages/all-content-page').then((module) => ({ Component: module.AllContentPage })),
  caseArea: () => import('../pages/case-area-page').then((module) => ({ Component: module.CaseAreaPage })),
  course: () => import('../pages/course-page').then((module) => ({ Component: module.CoursePage })),
  courseClass: () =>
    import('../pages/course-class-page').then((module) => ({ Component: module.CourseClassPage })),
  courseSearch: () =>
    import('../pages/course-search-page').then((module) => ({ Component: module.CourseSearchPage })),
  allSearch: () => import('../pages/all-search-page').then((module) => ({ Component: module.AllSearchPage })),
  register: () => import('../pages/register-page').then((module) => ({ Component: module.RegisterPage })),
  welcome: () => import('../pages/welcome-page').then((module) => ({ Component: module.WelcomePage })),
  staffRegister: () =>
    import('../pages/staff-register-page').then((module) => ({ Component: module.StaffRegisterPage })),
  staffInfoEdit: () =>
    import('../pages/staff-info-edit-page').then((module) => ({ Component: module.StaffInfoEditPage })),
  memberEdit: () =>
    import('../pages/member-edit-page').then((module) => ({ Component: module.MemberEditPage })),
  information: () =>
    import('../pages/information-page').then((module) => ({ Component: module.InformationPage })),
  rankInfo: () => import('../pages/rank-info-page').then((module) => ({ Component: module.RankInfoPage })),
  personalRank: () =>
    import('../pages/personal-rank-page').then((module) => ({ Component: module.PersonalRankPage })),
  personalBadge: () =>
    import('../pages/personal-badge-page').then((module) => ({ Component: module.PersonalBadgePage })),
  personalCertificate: () =>
    import('../pages/personal-certificate-page').then((module) => ({
      Component: module.PersonalCertificatePage,
    })),
  achievementDetail: () =>
    import('../pages/achievement-detail-page').then((module) => ({
      Component: module.AchievementDetailPage,
    })),
  achievementShare: () =>
    import('../pages/achievement-share-page').then((module) => ({ Component: module.AchievementSharePage })),
  certificateVerify: () =>
    import('../pages/certificate-verify-page').then((module) => ({
      Component: module.CertificateVerifyPage,
    })),
  annualRetrospect: () =>
    import('../pages/annual-retrospect-page').then((module) => ({ Component: module.AnnualRetrospectPage })),
  importRegister: () =>
    import('../pages/import-register-page').then((module) => ({ Component: module.ImportRegisterPage })),
  hospitalLose: () =>
    import('../pages/hospital-lose-page').then((module) => ({ Component: module.HospitalLosePage })),
  certification: () =>
    import('../pages/certification-page').then((module) => ({ Component: module.CertificationPage })),
  certificationUpload: () =>
    import('../pages/certification-upload-page').then((module) => ({
      Component: module.CertificationUploadPage,
    })),
  bindStep: () => import('../pages/bind-step-page').then((module) => ({ Component: module.BindStepPage })),
  activity: () => import('../pages/activity-page').then((module) => ({ Component: module.ActivityPage })),
  activityEnter: () =>
    import('../pages/activity-enter-page').then((module) => ({ Component: module.ActivityEnterPage })),
  activityPoster: () =>
    import('../pages/activity-poster-page').then((module) => ({ Component: module.ActivityPosterPage })),
  activityForm: () =>
    import('../pages/activity-form-page').then((module) => ({ Component: module.ActivityFormPage })),
  activityDetail: () =>
    import('../pages/activity-detail-page').then((module) => ({ Component: module.ActivityDetailPage })),
  activitySecondList: () =>
    import('../pages/activity-second-list-page').then((module) => ({
      Component: module.ActivitySecondListPage,
    })),
  activityRichList: () =>
    import('../pages/activity-rich-list-page').then((module) => ({ Component: module.ActivityRichListPage })),
  activityRichDetail: () =>
    import('../pages/activity-rich-detail-page').then((module) => ({
      Component: module.ActivityRichDetailPage,
    })),
  activityModulePreview: () =>
    import('../pages/activity-module-preview-page').then((module) => ({
      Component: module.ActivityModulePreviewPage,
    })),
  activityContentPreview: () =>
    import('../pages/activity-content-preview-page').then((module) => ({
      Component: module.ActivityContentPreviewPage,
    })),
  activityRichListPreview: () =>
    import('../pages/activity-rich-list-preview-page').then((module) => ({
      Component: module.ActivityRichListPreviewPage,
    })),
  activityRichDetailPreview: () =>
    import('../pages/activity-rich-detail-preview-page').then((module) => ({
      Component: module.ActivityRichDetailPreviewPage,
    })),
  meeting: () => import('../pages/meeting-page').then((module) => ({ Component: module.MeetingPage })),
  meetingDetail: () =>
    import('../pages/meeting-detail-page').then((module) => ({ Component: module.MeetingDetailPage })),
  meetingPlayback: () =>
    import('../pages/meeting-playback-page').then((module) => ({ Component: module.MeetingPlaybackPage })),
  meetingPreview: () =>
    import('../pages/meeting-preview-page').then((module) => ({ Component: module.MeetingPreviewPage })),
  personalSignup: () =>
    import('../pages/personal-signup-page').then((module) => ({ Component: module.PersonalSignupPage })),
  notify: () => import('../pages/notify-page').then((module) => ({ Component: module.NotifyPage })),
  personalQuestion: () =>
    import('../pages/personal-question-page').then((module) => ({ Component: module.PersonalQuestionPage })),
  personalCollection: () =>
    import('../pages/personal-collection-page').then((module) => ({
      Component: module.PersonalCollectionPage,
    })),
  personalWarning: () =>
    import('../pages/personal-warning-page').then((module) => ({ Component: module.PersonalWarningPage })),
  contactUs: () => import('../pages/contact-us-page').then((module) => ({ Component: module.ContactUsPage })),
  personalIntercept: () =>
    import('../pages/personal-intercept-page').then((module) => ({
      Component: module.PersonalInterceptPage,
    })),
  notFound: () => import('../pages/not-found-page').then((module) => ({ Component: module.NotFoundPage })),
};

/**
 * One step of a navigation, run before its page renders. It answers the address to go to instead
 * (an absolute href, the redirect winning over the page) or null to go on.
 */
type NavigationStep = (url: URL) => Promise<string | null> | string | null;

/** Adds the route's default typeMap to the address before the page renders (spec §2). */
function typeMapDefault(typeMap: TypeMapValue): NavigationStep {
  return (url) => withDefaultTypeMap(url, typeMap)?.href ?? null;
}

/** Pages whose first requests start before their module renders rather than after. */
const prefetches: Partial<Record<PageName, (queryClient: QueryClient) => void>> = {
  home: prefetchHome,
};

/**
 * The steps of a route in order, the first redirect winning: login first (wechatAuth routes; see
 * features/auth/ensure-login.ts), then the typeMap default, then the page's prefetch (which never
 * waits or redirects).
 */
function navigationSteps(definition: RouteDefinition, queryClient?: QueryClient): NavigationStep[] {
  const steps: NavigationStep[] = [];
  if (definition.flags?.wechatAuth) steps.push((url) => ensureLogin(url));
  if (definition.defaultTypeMap !== undefined) steps.push(typeMapDefault(definition.defaultTypeMap));
  const prefetch = definition.page ? prefetches[definition.page] : undefined;
  if (prefetch && queryClient) {
    steps.push(() => {
      prefetch(queryClient);
      return null;
    });
  }
  return steps;
}

const loadedPages = new Map<PageName | 'notFound', ComponentType>([['home', HomePage]]);

/** Loads a page's module once; the component is then at hand for `loadedPage`. */
async function loadPage(page: PageName | 'notFound'): Promise<ComponentType> {
  const known = loadedPages.get(page);
  if (known) return known;
  const { Component } = await pages[page]();
  loadedPages.set(page, Component);
  return Component;
}

/** A page's component if its module has loaded. */
export function loadedPage(page: PageName | 'notFound'): ComponentType | undefined {
  return loadedPages.get(page);
}

/** The app path (below the basename) of an absolute same-origin href. */
export function toAppPath(href: string, basename: string): string {
  const url = new URL(href, window.location.origin);
  const base = basename.replace(/\/+$/, '');
  const pathname =
    base && (url.pathname === base || url.pathname.startsWith(`${base}/`))
      ? url.pathname.slice(base.length) || '/'
      : url.pathname;
  return `${pathname}${url.search}${url.hash}`;
}

/** The browser's whole address of an app location. */
export function toBrowserUrl(location: Partial<Path>, basename: string): URL {
  const base = basename.replace(/\/+$/, '');
  return new URL(`${base}${createPath(location)}`, window.location.origin);
}

async function runNavigation(url: URL, pathname: string, queryClient?: QueryClient): Promise<string | null> {
  const route = matchAppRoute(pathname);
  const steps = async () => {
    for (const step of navigationSteps(route.definition, queryClient)) {
      const target = await step(url);
      if (target) return target;
    }
    return null;
  };
  const [redirect] = await Promise.all([
    steps(),
    loadPage(route.page),
    // The home shows with the texts bundled with it; every other page with all of them.
    route.page === 'home' ? null : loadLaterMessages(),
  ]);
  return redirect;
}

interface FirstNavigation {
  pathname: string;
  result: Promise<string | null>;
  /** Set when the navigation has ended: its page may render as it is, or it may not. */
  ended?: 'render' | 'other';
}

/** The first navigation, started before the app's first render. */
let started: FirstNavigation | null = null;

/**
 * Starts the navigation to the page the app opens on before React renders anything, so the
 * home's requests leave first, and so its page can be in React's first render: when nothing in
 * the navigation waits for the network (a visitor signed in before), it has ended by the time
 * React renders (see `firstNavigationEnded`). The router's first navigation takes it over
 * whatever its address by then: the login step may already have cleaned `code` out of it.
 */
export function startFirstNavigation(basename: string, queryClient?: QueryClient): void {
  if (started) return;
  const path = parsePath(toAppPath(window.location.href, basename));
  const pathname = path.pathname ?? '/';
  const first: FirstNavigation = {
    pathname,
    result: runNavigation(toBrowserUrl(path, basename), pathname, queryClient),
  };
  first.result.then(
    (redirect) => {
      first.ended = redirect ? 'other' : 'render';
    },
    () => {
      first.ended = 'other';
    },
  );
  started = first;
}

/**
 * Whether the first navigation has already ended for `pathname` with its page ready to render
 * (no redirect, no error): the router may then show the page in its first render, and hand the
 * navigation back with `forgetFirstNavigation`. Reads only, so React may call it twice.
 */
export function firstNavigationEnded(pathname: string): boolean {
  return started?.pathname === pathname && started.ended === 'render';
}

/** Drops the first navigation once its page has been shown without `prepareNavigation`. */
export function forgetFirstNavigation(): void {
  started = null;
}

/**
 * Prepares the navigation to `url` (the browser's whole address, basename included): its steps
 * in order, and its page's module beside them. Answers where to go instead (an absolute href),
 * or null when the page may render.
 */
export function prepareNavigation(
  url: URL,
  pathname: string,
  queryClient?: QueryClient,
): Promise<string | null> {
  const first = started;
  started = null;
  return first?.result ?? runNavigation(url, pathname, queryClient);
}
