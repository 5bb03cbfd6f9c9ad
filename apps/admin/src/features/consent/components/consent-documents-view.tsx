import { PlusOutlined } from '@ant-design/icons';
import { ConsentDocumentCode, type ConsentDocumentCodeValue } from '@ia/shared';
import { Button, Card, Flex, Result, Skeleton, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { describeApiError } from '../../../lib/api-errors';
import { messages } from '../../../locales';
import { type AdminConsentDocument, useConsentDocuments } from '../api/get-consent-documents';
import { groupVersionsByDocument } from '../group-versions';
import { ConsentDocumentViewer } from './consent-document-viewer';
import { ConsentVersionTable } from './consent-version-table';
import { PublishConsentModal } from './publish-consent-modal';

const text = messages.consentDocuments;

export interface ConsentDocumentsViewProps {
  /** Whether the operator may publish new versions (see config/permissions). */
  canPublish: boolean;
}

/** The code as the publish call accepts it; null for a document the console cannot publish. */
function publishableCode(code: string): ConsentDocumentCodeValue | null {
  return ConsentDocumentCode.find((known) => known === code) ?? null;
}

/** One card per consent document with all its versions; reading any version; publishing a new one. */
export function ConsentDocumentsView({ canPublish }: ConsentDocumentsViewProps) {
  const documents = useConsentDocuments();
  const [viewing, setViewing] = useState<AdminConsentDocument | null>(null);
  const [publishing, setPublishing] = useState<ConsentDocumentCodeValue | null>(null);
  const groups = useMemo(() => groupVersionsByDocument(documents.data ?? []), [documents.data]);
  const currentByCode = useMemo(
    () => Object.fromEntries(groups.map((group) => [group.code, group.current])),
    [groups],
  );

  if (documents.isError) {
    return (
      <Card variant="borderless">
        <Result status="warning" subTitle={describeApiError(documents.error)} />
      </Card>
    );
  }
  if (documents.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16}>
      {groups.map((group) => (
        <Card
          key={group.code}
          variant="borderless"
          title={
            <Flex align="center" gap={8}>
              <span>{text.codes[group.code] ?? group.code}</span>
              <Tag style={{ fontWeight: 'normal' }}>{group.code}</Tag>
              {group.current ? (
                <Tag color="success" style={{ fontWeight: 'normal' }}>
                  {text.current} {text.versionLabel(group.current.version)}
                </Tag>
              ) : null}
            </Flex>
          }
          extra={
            canPublish && publishableCode(group.code) ? (
              <Button icon={<PlusOutlined />} onClick={() => setPublishing(publishableCode(group.code))}>
                {text.publish}
              </Button>
            ) : null
          }
        >
          <ConsentVersionTable versions={group.versions} onView={setViewing} />
        </Card>
      ))}
      <ConsentDocumentViewer document={viewing} onClose={() => setViewing(null)} />
      {canPublish ? (
        <PublishConsentModal
          code={publishing}
          currentByCode={currentByCode}
          onClose={() => setPublishing(null)}
        />
      ) : null}
    </Flex>
  );
}
