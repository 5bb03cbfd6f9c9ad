import {
  AuditOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileImageOutlined,
  FileProtectOutlined,
  FlagOutlined,
  FormOutlined,
  GiftOutlined,
  IdcardOutlined,
  MedicineBoxOutlined,
  NotificationOutlined,
  PhoneOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { OperatorRole, type OperatorRoleValue } from '@ia/shared';
import type { ReactNode } from 'react';
import { messages } from '../locales';
import { paths } from './paths';

export type NavGroupKey = keyof typeof messages.nav.groups;

export interface NavItem {
  /** Stable id: the menu key, the route's `handle.navKey` and the locale key of its label. */
  key: keyof typeof messages.nav.items;
  label: string;
  description: string;
  icon: ReactNode;
  /** Path inside the console (without the `/admin` basename). */
  path: string;
  /** Roles that see the entry and may open its page. */
  roles: readonly OperatorRoleValue[];
  /** `false`: shown greyed out with 即将上线 until the feature and its route land. */
  enabled: boolean;
  /** Menu section; items without a group sit at the top. */
  group?: NavGroupKey;
}

export type NavKey = NavItem['key'];

function item(key: NavKey, rest: Omit<NavItem, 'key' | 'label' | 'description'>): NavItem {
  const { label, description } = messages.nav.items[key];
  return { key, label, description, ...rest };
}

/**
 * The console's menu, in display order. A feature adds one entry here and one route in
 * src/app/router.tsx whose `handle.navKey` is the entry's key (see apps/admin/README.md).
 */
const NAVIGATION: readonly NavItem[] = [
  item('dashboard', {
    icon: <DashboardOutlined />,
    path: paths.dashboard,
    roles: OperatorRole,
    enabled: true,
  }),
  item('content', {
    icon: <ReadOutlined />,
    path: paths.content,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('comments', {
    icon: <CommentOutlined />,
    path: paths.comments,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('contentForms', {
    icon: <FormOutlined />,
    path: paths.contentForms,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('imaging', {
    icon: <FileImageOutlined />,
    path: paths.imaging,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('meetings', {
    icon: <CalendarOutlined />,
    path: paths.meetings,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('activities', {
    icon: <FlagOutlined />,
    path: paths.activities,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('medals', {
    icon: <TrophyOutlined />,
    path: paths.medals,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('pointsRules', {
    icon: <GiftOutlined />,
    path: paths.pointsRules,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('tasks', {
    icon: <CheckSquareOutlined />,
    path: paths.tasks,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('certificates', {
    icon: <IdcardOutlined />,
    path: paths.certificates,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('certifications', {
    icon: <SafetyCertificateOutlined />,
    path: paths.certifications,
    roles: ['administrator', 'reviewer'],
    enabled: true,
    group: 'members',
  }),
  item('users', {
    icon: <TeamOutlined />,
    path: paths.users,
    roles: ['administrator', 'reviewer'],
    enabled: true,
    group: 'members',
  }),
  item('consentDocuments', {
    icon: <FileProtectOutlined />,
    path: paths.consentDocuments,
    // The texts are public (the app serves them to visitors); only publishing is restricted.
    roles: OperatorRole,
    enabled: true,
    group: 'members',
  }),
  item('analytics', {
    icon: <BarChartOutlined />,
    path: paths.analytics,
    // Counts only, no personal data: every operator may read them.
    roles: OperatorRole,
    enabled: true,
    group: 'insights',
  }),
  item('broadcasts', {
    icon: <NotificationOutlined />,
    path: paths.broadcasts,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'members',
  }),
  item('questions', {
    icon: <QuestionCircleOutlined />,
    path: paths.questions,
    roles: ['administrator', 'content_editor', 'reviewer'],
    enabled: true,
    group: 'members',
  }),
  item('popovers', {
    icon: <PictureOutlined />,
    path: paths.popovers,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'content',
  }),
  item('contactSettings', {
    icon: <PhoneOutlined />,
    path: paths.contactSettings,
    roles: ['administrator', 'content_editor'],
    enabled: true,
    group: 'system',
  }),
  item('drugSafety', {
    icon: <MedicineBoxOutlined />,
    path: paths.drugSafety,
    roles: ['administrator', 'pharmacovigilance'],
    enabled: true,
    group: 'members',
  }),
  item('privacyRequests', {
    icon: <SafetyOutlined />,
    path: paths.privacyRequests,
    // Decision 028: the roles that act on one member's record and answer the hotline.
    roles: ['administrator', 'reviewer'],
    enabled: true,
    group: 'members',
  }),
  item('auditLog', {
    icon: <AuditOutlined />,
    path: paths.auditLog,
    roles: ['administrator'],
    enabled: true,
    group: 'system',
  }),
];

/** Entries the role may see, in menu order (enabled or not). */
export function navigationFor(role: OperatorRoleValue): NavItem[] {
  return NAVIGATION.filter((entry) => entry.roles.includes(role));
}

export function findNavItem(key: NavKey): NavItem | undefined {
  return NAVIGATION.find((entry) => entry.key === key);
}

/** Route metadata read by the layout (menu selection, breadcrumb, title, role check). */
export interface RouteHandle {
  navKey?: NavKey;
}
