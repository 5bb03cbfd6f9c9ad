import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import {
  ContentFormPanel,
  ContentFormsList,
  readTarget,
  targetSearchParams,
} from '../features/content-forms';
import { messages } from '../locales';

const text = messages.contentForms;

/**
 * 表单管理: forms attached to contents and campaigns' sign-up forms (`?content_id=` or
 * `?campaign_id=` opens one), their editor and submissions (administrators and content editors).
 */
export function ContentFormsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const target = readTarget(searchParams);

  return (
    <>
      <PageHeader
        title={text.title}
        description={text.description}
        extra={
          target ? (
            <Button icon={<ArrowLeftOutlined />} onClick={() => setSearchParams({})}>
              {text.back}
            </Button>
          ) : null
        }
      />
      {target ? (
        <ContentFormPanel key={`${target.type}-${target.id}`} target={target} />
      ) : (
        <ContentFormsList onOpen={(next) => setSearchParams(targetSearchParams(next))} />
      )}
    </>
  );
}
