import type { TypeMapValue } from '@ia/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { loginLoader } from '../features/auth';
import { prefetchHome } from '../features/home';
import { getRouterBasename } from '../lib/runtime-config';
import { HomePage } from '../pages/home-page';
import { type PageName, type RouteDefinition, type RouteHandle, toRouteHandle } from './routes/route-meta';
import { ROUTE_TABLE } from './routes/route-table';
import { AppShell } from './shell/app-shell';
import { PageLoading } from './shell/page-loading';
import { RouteErrorPage } from './shell/route-error-page';
import { withDefaultTypeMap } from './shell/shell-rules';

type LazyPage = () => Promise<{ Component: React.ComponentType }>;

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

/** Adds the route's default typeMap to the address before the page renders (spec §2). */
function typeMapDefaultLoader(typeMap: TypeMapValue) {
  return ({ request }: LoaderFunctionArgs) => {
    const target = withDefaultTypeMap(new URL(request.url), typeMap);
    // An absolute same-origin address keeps the basename as it is; the redirect replaces
    // the navigation, so the address bar shows the typeMap.
    return target ? redirect(target.href) : null;
  };
}

/** Pages whose first requests start in the route's loader rather than after their first render. */
const prefetches: Partial<Record<PageName, (queryClient: QueryClient) => void>> = {
  home: prefetchHome,
};

/**
 * The route's loaders in order, the first redirect winning: login first (wechatAuth routes; see
 * features/auth/login-loader.ts), then the typeMap default, then the page's prefetch (which never
 * waits or redirects).
 */
function routeLoader(definition: RouteDefinition, queryClient?: QueryClient): LoaderFunction | undefined {
  const steps: LoaderFunction[] = [];
  if (definition.flags?.wechatAuth) steps.push(loginLoader);
  if (definition.defaultTypeMap !== undefined) steps.push(typeMapDefaultLoader(definition.defaultTypeMap));
  const prefetch = definition.page ? prefetches[definition.page] : undefined;
  if (prefetch && queryClient) {
    steps.push(() => {
      prefetch(queryClient);
      return null;
    });
  }
  if (steps.length === 0) return undefined;
  return async (args) => {
    for (const step of steps) {
      const result = await step(args);
      if (result) return result;
    }
    return null;
  };
}

function toRouteObject(definition: RouteDefinition, queryClient?: QueryClient): RouteObject {
  return {
    path: definition.path,
    handle: toRouteHandle(definition),
    loader: routeLoader(definition, queryClient),
    lazy: pages[definition.page ?? 'notFound'],
  };
}

const notFoundHandle: RouteHandle = toRouteHandle({
  path: '*',
  title: 'notFound',
  flags: { hideTabbar: true },
});

/**
 * The route tree: the shell around every page of the route table. With the app's query client,
 * pages that prefetch start their first requests from their route's loader.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      id: 'shell',
      Component: AppShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoading,
      children: [
        {
          // Page errors render inside the shell, keeping the tab bar and popups.
          ErrorBoundary: RouteErrorPage,
          children: [
            ...ROUTE_TABLE.map((definition) => toRouteObject(definition, queryClient)),
            { path: '*', handle: notFoundHandle, lazy: pages.notFound },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient), { basename: getRouterBasename() });
}
