import { TaxonomyView } from '../features/content/components/taxonomy-view';

/** 内容管理 › 标签与疾病. */
export function TaxonomyPage() {
  return <TaxonomyView />;
}
