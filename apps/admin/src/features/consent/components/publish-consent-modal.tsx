import { adminConsentPublishBodySchema, CONSENT_TITLE_MAX_LENGTH, ConsentDocumentCode } from '@ia/shared';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import type { AdminConsentDocument } from '../api/get-consent-documents';
import { type ConsentPublishInput, usePublishConsentDocument } from '../api/publish-consent-document';

const text = messages.consentDocuments;
const modalText = text.publishModal;
const fields = adminConsentPublishBodySchema.shape;

type PublishValues = ConsentPublishInput;
type TextField = Exclude<keyof PublishValues, 'code'>;
const TEXT_FIELDS: readonly TextField[] = ['title', 'body', 'title_en', 'body_en'];

const CODE_OPTIONS = ConsentDocumentCode.map((code) => ({ value: code, label: text.codes[code] ?? code }));

export interface PublishConsentModalProps {
  /** The document to publish a version of; closed while null. */
  code: ConsentPublishInput['code'] | null;
  /** The current version of each document, to start from. */
  currentByCode: Partial<Record<string, AdminConsentDocument>>;
  onClose: () => void;
}

function prefill(
  code: ConsentPublishInput['code'],
  current: AdminConsentDocument | undefined,
): PublishValues {
  return {
    code,
    title: current?.title ?? '',
    body: current?.body ?? '',
    title_en: current?.title_en ?? '',
    body_en: current?.body_en ?? '',
  };
}

function unchanged(values: PublishValues, current: AdminConsentDocument | undefined): boolean {
  return (
    current !== undefined && TEXT_FIELDS.every((field) => values[field].trim() === current[field].trim())
  );
}

function textRules(label: string, schema: (typeof fields)[TextField]) {
  return [{ required: true, whitespace: true, message: modalText.required(label) }, zodFormRule(schema)];
}

/**
 * 发布新版本: starts from the current text; publishing is confirmed first because every user
 * has to sign the document again.
 */
export function PublishConsentModal({ code, currentByCode, onClose }: PublishConsentModalProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<PublishValues>();
  const selectedCode = Form.useWatch('code', form) ?? code;
  const publish = usePublishConsentDocument();
  const base = selectedCode ? currentByCode[selectedCode] : undefined;

  const handleCodeChange = (next: ConsentPublishInput['code']) => {
    form.setFieldsValue(prefill(next, currentByCode[next]));
  };

  const handleFinish = (values: PublishValues) => {
    if (unchanged(values, currentByCode[values.code])) {
      void message.warning(modalText.unchanged);
      return;
    }
    modal.confirm({
      title: text.publishConfirm.title,
      content: text.publishConfirm.content(values.title.trim()),
      okText: text.publishConfirm.ok,
      okButtonProps: { danger: true },
      cancelText: modalText.cancel,
      onOk: () =>
        publish.mutateAsync(values).then(
          () => {
            void message.success(text.published);
            onClose();
          },
          // The failure is shown by the query client's toast; the form stays open to try again.
          () => undefined,
        ),
    });
  };

  return (
    <Modal
      open={code !== null}
      title={modalText.title}
      width={880}
      okText={modalText.submit}
      cancelText={modalText.cancel}
      okButtonProps={{ loading: publish.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {base ? (
        <Alert type="info" showIcon title={modalText.basedOn(base.version)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<PublishValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        // Dropped on close, so each opening starts again from the current version.
        preserve={false}
        initialValues={code ? prefill(code, currentByCode[code]) : undefined}
        onFinish={handleFinish}
      >
        <Form.Item name="code" label={modalText.code} rules={[{ required: true }]}>
          <Select options={CODE_OPTIONS} onChange={handleCodeChange} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item
          name="title"
          label={modalText.titleLabel}
          rules={textRules(modalText.titleLabel, fields.title)}
          validateFirst
        >
          <Input maxLength={CONSENT_TITLE_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="body"
          label={modalText.body}
          rules={textRules(modalText.body, fields.body)}
          validateFirst
        >
          <Input.TextArea rows={10} />
        </Form.Item>
        <Form.Item
          name="title_en"
          label={modalText.titleEn}
          rules={textRules(modalText.titleEn, fields.title_en)}
          validateFirst
        >
          <Input maxLength={CONSENT_TITLE_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="body_en"
          label={modalText.bodyEn}
          rules={textRules(modalText.bodyEn, fields.body_en)}
          validateFirst
        >
          <Input.TextArea rows={10} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
