import { ContentsView } from '../features/content';

/** 内容管理 › 内容: the content list. */
export function ContentsPage() {
  return <ContentsView />;
}
