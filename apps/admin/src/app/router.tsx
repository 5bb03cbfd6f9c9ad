import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import type { RouteHandle } from '../config/navigation';
import { paths, ROUTER_BASENAME } from '../config/paths';
import { ProtectedShell } from './protected-shell';
import { RouteError } from './route-error';

/**
 * Every console route. A page behind the menu names its entry in `handle.navKey`; the layout
 * reads it for the selected menu item, the breadcrumb, the title and the role check.
 * Pages are loaded on first visit.
 */
export const routes: RouteObject[] = [
  {
    // Drawn while the first page's code loads; the pages below bring their own chrome.
    hydrateFallbackElement: <FullPageSpin />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('../pages/login-page')).LoginPage }),
      },
      {
        element: <ProtectedShell />,
        children: [
          {
            // Inside the frame, so a failing page keeps the menu around it.
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                handle: { navKey: 'dashboard' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/dashboard-page')).DashboardPage }),
              },
              {
                path: paths.auditLog.slice(1),
                handle: { navKey: 'auditLog' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/audit-log-page')).AuditLogPage }),
              },
              {
                path: paths.certifications.slice(1),
                handle: { navKey: 'certifications' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../pages/certifications-page')).CertificationsPage,
                }),
              },
              {
                path: paths.users.slice(1),
                handle: { navKey: 'users' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/users-page')).UsersPage }),
              },
              {
                path: paths.consentDocuments.slice(1),
                handle: { navKey: 'consentDocuments' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../pages/consent-documents-page')).ConsentDocumentsPage,
                }),
              },
              {
                path: paths.comments.slice(1),
                handle: { navKey: 'comments' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/comments-page')).CommentsPage }),
              },
              {
                path: paths.contentForms.slice(1),
                handle: { navKey: 'contentForms' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../pages/content-forms-page')).ContentFormsPage,
                }),
              },
              {
                path: paths.imaging.slice(1),
                handle: { navKey: 'imaging' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/imaging-page')).ImagingPage }),
              },
              {
                path: paths.meetings.slice(1),
                handle: { navKey: 'meetings' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/meetings-page')).MeetingsPage }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../pages/meeting-list-page')).MeetingListPage,
                    }),
                  },
                  ...['new', ':id/edit'].map((path) => ({
                    path,
                    lazy: async () => ({
                      Component: (await import('../pages/meeting-editor-page')).MeetingEditorPage,
                    }),
                  })),
                  {
                    path: ':id',
                    lazy: async () => ({
                      Component: (await import('../pages/meeting-detail-page')).MeetingDetailPage,
                    }),
                  },
                ],
              },
              {
                path: paths.activities.slice(1),
                handle: { navKey: 'activities' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/campaigns-page')).CampaignsPage }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../pages/campaign-list-page')).CampaignListPage,
                    }),
                  },
                  ...['new', ':id/edit'].map((path) => ({
                    path,
                    lazy: async () => ({
                      Component: (await import('../pages/campaign-editor-page')).CampaignEditorPage,
                    }),
                  })),
                  {
                    path: ':id',
                    lazy: async () => ({
                      Component: (await import('../pages/campaign-detail-page')).CampaignDetailPage,
                    }),
                  },
                ],
              },
              {
                path: paths.medals.slice(1),
                handle: { navKey: 'medals' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../pages/medals-admin-page')).MedalsAdminPage,
                }),
              },
              {
                path: paths.pointsRules.slice(1),
                handle: { navKey: 'pointsRules' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../pages/points-rules-page')).PointsRulesPage,
                }),
              },
              {
                path: paths.tasks.slice(1),
                handle: { navKey: 'tasks' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/tasks-admin-page')).TasksAdminPage }),
              },
              {
                path: paths.analytics.slice(1),
                handle: { navKey: 'analytics' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/analytics-page')).AnalyticsPage }),
              },
              {
                path: paths.certificates.slice(1),
                handle: { navKey: 'certificates' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../pages/certificates-admin-page')).CertificatesAdminPage,
                }),
              },
              {
                path: paths.content.slice(1),
                handle: { navKey: 'content' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/content-page')).ContentPage }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({ Component: (await import('../pages/contents-page')).ContentsPage }),
                  },
                  ...['new', ':id/edit'].map((path) => ({
                    path,
                    lazy: async () => ({
                      Component: (await import('../pages/content-editor-page')).ContentEditorPage,
                    }),
                  })),
                  {
                    path: 'lessons',
                    lazy: async () => ({ Component: (await import('../pages/lessons-page')).LessonsPage }),
                  },
                  {
                    path: 'categories',
                    lazy: async () => ({
                      Component: (await import('../pages/categories-page')).CategoriesPage,
                    }),
                  },
                  {
                    path: 'member-groups',
                    lazy: async () => ({
                      Component: (await import('../pages/member-groups-page')).MemberGroupsPage,
                    }),
                  },
                  {
                    path: 'taxonomy',
                    lazy: async () => ({ Component: (await import('../pages/taxonomy-page')).TaxonomyPage }),
                  },
                  {
                    path: 'banners',
                    lazy: async () => ({ Component: (await import('../pages/banners-page')).BannersPage }),
                  },
                  {
                    path: 'search-keywords',
                    lazy: async () => ({
                      Component: (await import('../pages/search-keywords-page')).SearchKeywordsPage,
                    }),
                  },
                  {
                    path: 'home',
                    lazy: async () => ({
                      Component: (await import('../pages/home-settings-page')).HomeSettingsPage,
                    }),
                  },
                ],
              },
              {
                path: paths.broadcasts.slice(1),
                handle: { navKey: 'broadcasts' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/broadcasts-page')).BroadcastsPage }),
              },
              {
                path: paths.questions.slice(1),
                handle: { navKey: 'questions' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/questions-page')).QuestionsPage }),
              },
              {
                path: paths.popovers.slice(1),
                handle: { navKey: 'popovers' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/popovers-page')).PopoversPage }),
              },
              {
                path: paths.contactSettings.slice(1),
                handle: { navKey: 'contactSettings' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../pages/contact-settings-page')).ContactSettingsPage,
                }),
              },
              {
                path: paths.drugSafety.slice(1),
                handle: { navKey: 'drugSafety' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await import('../pages/drug-safety-page')).DrugSafetyPage }),
              },
              {
                path: paths.privacyRequests.slice(1),
                handle: { navKey: 'privacyRequests' } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../pages/privacy-requests-page')).PrivacyRequestsPage,
                }),
              },
              {
                path: '*',
                lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
