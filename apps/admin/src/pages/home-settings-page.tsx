import { HomeView } from '../features/content-admin/components/home-view';

/** 内容管理 › 首页配置. */
export function HomeSettingsPage() {
  return <HomeView />;
}
