import { TaxonomyView } from '../features/content';

/** 内容管理 › 标签与疾病. */
export function TaxonomyPage() {
  return <TaxonomyView />;
}
