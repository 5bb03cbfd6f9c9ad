import { ErrorCode } from '@ia/shared';
import { Alert, Button, Card, Result, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-errors';
import { messages } from '../../../locales';
import { useContentForm } from '../api/get-content-form';
import { type FormTarget, isCampaignTarget } from '../form-target';
import { ContentFormEditor } from './content-form-editor';
import { FormSubmissionsTable } from './form-submissions-table';

const text = messages.contentForms;

export interface ContentFormPanelProps {
  /** The content, or the campaign whose sign-up form it is. */
  target: FormTarget;
  /** Hide the content's title line (when the host page shows the content already, e.g. the content editor). */
  hideContentTitle?: boolean;
}

/**
 * Everything about one content's form, self-contained (it loads its own data): the editor and
 * the submissions with the CSV export. The content editor can embed it as it is.
 */
export function ContentFormPanel({ target, hideContentTitle = false }: ContentFormPanelProps) {
  const formQuery = useContentForm(target);
  const campaign = isCampaignTarget(target);
  const [tab, setTab] = useState<'editor' | 'submissions'>('editor');

  if (formQuery.isPending) return <Skeleton active />;
  if (formQuery.isError) {
    const missing = isApiError(formQuery.error) && formQuery.error.code === ErrorCode.NOT_FOUND;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={
          missing
            ? campaign
              ? text.campaignMissing
              : text.contentMissing
            : describeApiError(formQuery.error)
        }
        extra={
          missing ? null : <Button onClick={() => void formQuery.refetch()}>{messages.auth.retry}</Button>
        }
      />
    );
  }

  const { content, form } = formQuery.data;
  return (
    <Card variant="borderless">
      {hideContentTitle ? null : (
        <Space style={{ marginBottom: 8 }}>
          {campaign ? <Tag color="purple">{text.campaignTag}</Tag> : null}
          <Typography.Title level={5} style={{ margin: 0 }}>
            {text.contentLabel(content.id, content.title)}
          </Typography.Title>
          {form ? (
            <Tag color={form.enabled ? 'green' : 'default'}>
              {form.enabled ? text.enabledTag : text.disabledTag}
            </Tag>
          ) : null}
        </Space>
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'editor' | 'submissions')}
        items={[
          {
            key: 'editor',
            label: text.tabs.editor,
            children: <ContentFormEditor target={target} form={form} />,
          },
          {
            key: 'submissions',
            label: text.tabs.submissions(form?.submission_count ?? 0),
            disabled: !form,
            children: form ? (
              <FormSubmissionsTable target={target} questions={form.questions} />
            ) : (
              <Alert type="info" message={text.submissions.noForm} />
            ),
          },
        ]}
      />
    </Card>
  );
}
