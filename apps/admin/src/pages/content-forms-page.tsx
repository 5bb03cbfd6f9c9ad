import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { ContentFormPanel } from '../features/content-forms/components/content-form-panel';
import { ContentFormsList } from '../features/content-forms/components/content-forms-list';
import { messages } from '../locales';

const text = messages.contentForms;

/** The content whose form is open (`?content_id=`), or null for the list. */
function openContentId(searchParams: URLSearchParams): number | null {
  const value = Number(searchParams.get('content_id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** 表单管理: forms attached to contents, their editor and submissions (administrators and content editors). */
export function ContentFormsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const contentId = openContentId(searchParams);

  return (
    <>
      <PageHeader
        title={text.title}
        description={text.description}
        extra={
          contentId ? (
            <Button icon={<ArrowLeftOutlined />} onClick={() => setSearchParams({})}>
              {text.back}
            </Button>
          ) : null
        }
      />
      {contentId ? (
        <ContentFormPanel key={contentId} contentId={contentId} />
      ) : (
        <ContentFormsList onOpen={(id) => setSearchParams({ content_id: String(id) })} />
      )}
    </>
  );
}
