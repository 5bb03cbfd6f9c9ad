import { useParams } from 'react-router';
import { ContentEditor } from '../features/content';

/** 内容管理 › 新建 / 编辑内容 (`/content/new`, `/content/:id/edit`). */
export function ContentEditorPage() {
  const { id } = useParams();
  const contentId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  // A new key per content, so nothing of one content's form survives into the next.
  return <ContentEditor key={contentId ?? 'new'} contentId={contentId} />;
}
