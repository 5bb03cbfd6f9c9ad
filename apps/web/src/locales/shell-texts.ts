import type { AppLanguage } from '../lib/language';

/**
 * The few texts of the home's top in both languages: the locale files take them from here, and
 * index.html's inline script paints them before the app's script has arrived
 * (features/home/early-home-shell.ts), so this module stays free of imports that would grow it.
 */
export const SHELL_TEXTS = {
  'zh-CN': {
    name: '影像学院',
    slogan: '专业影像 · 持续学习',
    searchPlaceholder: '搜索课程、会议、病例',
  },
  'en-US': {
    name: 'Imaging Academy',
    slogan: 'Professional imaging · Lifelong learning',
    searchPlaceholder: 'Search courses, meetings, cases',
  },
} as const satisfies Record<AppLanguage, { name: string; slogan: string; searchPlaceholder: string }>;
