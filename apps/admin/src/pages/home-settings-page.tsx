import { HomeView } from '../features/content';

/** 内容管理 › 首页配置. */
export function HomeSettingsPage() {
  return <HomeView />;
}
