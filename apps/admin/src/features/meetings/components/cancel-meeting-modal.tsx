import { adminMeetingCancelSchema, MEETING_TEXT_MAX } from '@ia/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import type { AdminMeeting } from '../api/meetings';

const text = messages.meetingsAdmin.cancelModal;

interface CancelValues {
  reason: string;
}

export interface CancelMeetingModalProps {
  /** The meeting to cancel; null keeps the dialog closed. */
  meeting: Pick<AdminMeeting, 'id' | 'title' | 'subscriber_count'> | null;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * Asks why the meeting is cancelled: the reason goes to every subscriber with the notice, so it
 * is required (the server's own rule). Each meeting gets a fresh form.
 */
export function CancelMeetingModal(props: CancelMeetingModalProps) {
  return props.meeting ? (
    <CancelMeetingDialog key={props.meeting.id} {...props} meeting={props.meeting} />
  ) : null;
}

function CancelMeetingDialog({
  meeting,
  submitting,
  onCancel,
  onSubmit,
}: CancelMeetingModalProps & { meeting: NonNullable<CancelMeetingModalProps['meeting']> }) {
  const [form] = Form.useForm<CancelValues>();
  return (
    <Modal
      open
      title={text.title}
      okText={text.ok}
      cancelText={text.back}
      okButtonProps={{ danger: true, loading: submitting }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: !submitting }}
    >
      <Typography.Paragraph type="secondary">
        {text.intro(meeting.title, meeting.subscriber_count)}
      </Typography.Paragraph>
      <Form<CancelValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        onFinish={(values) => onSubmit(values.reason.trim())}
      >
        <Form.Item
          name="reason"
          label={text.reason}
          rules={[zodFormRule(adminMeetingCancelSchema.shape.reason)]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={MEETING_TEXT_MAX.cancelReason}
            placeholder={text.reasonPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
