import { adminRejectBodySchema, REJECT_REASON_MAX_LENGTH } from '@ia/shared';
import { Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';

const text = messages.certifications;

interface RejectValues {
  reason: string;
}

export interface RejectCertificationModalProps {
  open: boolean;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** Asks for the reason the user will read; the same schema as the server checks it. */
export function RejectCertificationModal({
  open,
  submitting,
  onCancel,
  onSubmit,
}: RejectCertificationModalProps) {
  const [form] = Form.useForm<RejectValues>();

  const handlePreset = (reason: string) => {
    form.setFieldsValue({ reason });
    void form.validateFields(['reason']).catch(() => undefined);
  };

  return (
    <Modal
      open={open}
      title={text.rejectModal.title}
      okText={text.rejectModal.ok}
      okButtonProps={{ danger: true, loading: submitting }}
      cancelText={text.cancel}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: !submitting }}
    >
      <Form<RejectValues>
        form={form}
        layout="vertical"
        onFinish={(values) => onSubmit(values.reason.trim())}
        requiredMark={false}
        preserve={false}
      >
        <Form.Item
          name="reason"
          label={text.rejectModal.reason}
          rules={[zodFormRule(adminRejectBodySchema.shape.reason)]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={REJECT_REASON_MAX_LENGTH}
            placeholder={text.rejectModal.reasonPlaceholder}
          />
        </Form.Item>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {text.rejectModal.presets}
        </Typography.Text>
        <Flex wrap gap={6} style={{ marginTop: 6 }}>
          {text.rejectModal.presetReasons.map((reason) => (
            <Tag.CheckableTag key={reason} checked={false} onChange={() => handlePreset(reason)}>
              {reason}
            </Tag.CheckableTag>
          ))}
        </Flex>
      </Form>
    </Modal>
  );
}
