import { formatDateTime } from '@ia/shared';
import { Descriptions, Modal, Tabs, Typography } from 'antd';
import { messages } from '../../../locales';
import type { AdminConsentDocument } from '../api/get-consent-documents';

const text = messages.consentDocuments.viewer;

export interface ConsentDocumentViewerProps {
  /** The version to read; closed while null. */
  document: AdminConsentDocument | null;
  onClose: () => void;
}

function DocumentText({ title, body }: { title: string; body: string }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <div
        style={{
          maxHeight: '55vh',
          overflow: 'auto',
          padding: 16,
          background: 'rgba(0, 0, 0, 0.02)',
          border: '1px solid rgba(5, 5, 5, 0.06)',
          borderRadius: 6,
          whiteSpace: 'pre-wrap',
          lineHeight: 1.8,
        }}
      >
        {body}
      </div>
    </>
  );
}

/** One version's exact text, in Chinese and English, with its hash. */
export function ConsentDocumentViewer({ document, onClose }: ConsentDocumentViewerProps) {
  return (
    <Modal
      open={document !== null}
      title={document ? text.title(document.title, document.version) : null}
      width={820}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {document ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'hash',
                label: text.commitHash,
                children: (
                  <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                    {document.commit_hash}
                  </Typography.Text>
                ),
              },
              {
                key: 'publishedAt',
                label: text.publishedAt,
                children: formatDateTime(document.published_at),
              },
            ]}
          />
          <Tabs
            items={[
              {
                key: 'zh-CN',
                label: text.chinese,
                children: <DocumentText title={document.title} body={document.body} />,
              },
              {
                key: 'en-US',
                label: text.english,
                children: <DocumentText title={document.title_en} body={document.body_en} />,
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
