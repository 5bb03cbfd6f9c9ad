import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { ContentPicker } from '../features/content';
import { ImagingPanel } from '../features/imaging';
import { messages } from '../locales';

const text = messages.imagingAdmin;

/** 影像病例: pick a content (`?content_id=` opens one), then its series, marks, questions and results. */
export function ImagingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const contentId = Number(searchParams.get('content_id'));
  const open = Number.isInteger(contentId) && contentId > 0;
  return (
    <>
      <PageHeader
        title={open ? `${text.title} · ${text.contentLabel(contentId)}` : text.title}
        description={text.description}
        extra={
          open ? (
            <Space>
              <Button href={`/h5/course/detail?id=${contentId}`} target="_blank">
                {text.openInApp}
              </Button>
              <Button icon={<ArrowLeftOutlined />} onClick={() => setSearchParams({})}>
                {text.back}
              </Button>
            </Space>
          ) : null
        }
      />
      {open ? (
        <ImagingPanel key={contentId} contentId={contentId} />
      ) : (
        <Card>
          <ContentPicker
            placeholder={text.pickContent}
            onPick={(content) => setSearchParams({ content_id: String(content.id) })}
          />
        </Card>
      )}
    </>
  );
}
