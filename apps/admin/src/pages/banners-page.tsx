import { BannersView } from '../features/content/components/banners-view';

/** 内容管理 › 横幅. */
export function BannersPage() {
  return <BannersView />;
}
