import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { CommentModerationView, ModerationSetting, SensitiveWordsPanel } from '../features/comments';
import { messages } from '../locales';

const text = messages.comments;
type Section = 'comments' | 'words';

/** 评论管理: the comment list and review queue, the sensitive words, and the moderation setting (administrators and content editors). */
export function CommentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const section: Section = searchParams.get('section') === 'words' ? 'words' : 'comments';

  return (
    <>
      <PageHeader title={text.title} description={text.description} extra={<ModerationSetting />} />
      <Tabs
        activeKey={section}
        onChange={(key) => setSearchParams(key === 'words' ? { section: 'words' } : {})}
        items={[
          { key: 'comments', label: text.sections.comments, children: <CommentModerationView /> },
          { key: 'words', label: text.sections.sensitiveWords, children: <SensitiveWordsPanel /> },
        ]}
      />
    </>
  );
}
