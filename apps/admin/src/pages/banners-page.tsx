import { BannersView } from '../features/content';

/** 内容管理 › 横幅. */
export function BannersPage() {
  return <BannersView />;
}
