import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { EDITOR_TEXT_MAX } from '@ia/shared';
import { Alert, Button, Col, Flex, Form, type FormRule, Input, Radio, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useEditorControls } from './editor-controls';
import { ShanghaiDateTimePicker } from './shanghai-date-time-picker';

export interface EditorHeaderProps {
  backTo: string;
  backLabel: string;
  title: string;
  /** The state tag of a saved record. */
  tag: ReactNode;
  /** Links and buttons before 保存 (detail link, publish, cancel). */
  actions: ReactNode;
  saving: boolean;
  text: { save: string; saving: string };
  onSave: () => void;
}

/** The top bar of an editor: back link, title and state on the left, actions and 保存 on the right. */
export function EditorHeader({
  backTo,
  backLabel,
  title,
  tag,
  actions,
  saving,
  text,
  onSave,
}: EditorHeaderProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Space size={12} wrap>
        <Link to={backTo}>
          <ArrowLeftOutlined /> {backLabel}
        </Link>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {tag}
      </Space>
      <Space wrap>
        {actions}
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave}>
          {saving ? text.saving : text.save}
        </Button>
      </Space>
    </Flex>
  );
}

export interface EditorStaleAlertProps {
  text: { stale: string; reload: string };
  onReload: () => void;
}

/** The warning shown after a save was refused as made from an outdated copy (40900), with 重新载入. */
export function EditorStaleAlert({ text, onReload }: EditorStaleAlertProps) {
  return (
    <Alert
      type="warning"
      showIcon
      title={text.stale}
      action={
        <Button size="small" onClick={onReload}>
          {text.reload}
        </Button>
      }
    />
  );
}

export interface ScheduleFieldsProps {
  text: { startAt: string; endAt: string; timeHint: string; startRequired: string; endRequired: string };
  /** The contract's check that the end comes after the start. */
  endRule: FormRule;
}

/** The required `start_at` / `end_at` pickers of an editor, in Beijing time. */
export function ScheduleFields({ text, endRule }: ScheduleFieldsProps) {
  return (
    <Row gutter={24}>
      <Col xs={24} md={8}>
        <Form.Item
          name="start_at"
          label={text.startAt}
          extra={text.timeHint}
          rules={[{ required: true, message: text.startRequired }]}
        >
          <ShanghaiDateTimePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="end_at"
          label={text.endAt}
          extra={text.timeHint}
          dependencies={['start_at']}
          validateFirst
          rules={[{ required: true, message: text.endRequired }, endRule]}
        >
          <ShanghaiDateTimePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export interface AudienceFieldsProps<Audience extends string> {
  text: { audience: string; memberGroups: string; memberGroupsPlaceholder: string };
  options: { value: Audience; label: ReactNode }[];
  /** The contract's check that a group audience names its groups. */
  memberGroupsRule: FormRule;
}

/** The `audience` choice, and the `member_group_ids` picker shown when the audience is 'groups'. */
export function AudienceFields<Audience extends string>({
  text,
  options,
  memberGroupsRule,
}: AudienceFieldsProps<Audience>) {
  const controls = useEditorControls();
  const form = Form.useFormInstance();
  const audience = Form.useWatch('audience', form) as Audience | undefined;
  return (
    <>
      <Form.Item name="audience" label={text.audience} required>
        <Radio.Group optionType="button" options={options} />
      </Form.Item>
      {/* Kept mounted while hidden, so switching the audience back keeps the pick. */}
      <Form.Item
        name="member_group_ids"
        label={text.memberGroups}
        required
        hidden={audience !== 'groups'}
        dependencies={['audience']}
        rules={[memberGroupsRule]}
      >
        <controls.MemberGroupSelect placeholder={text.memberGroupsPlaceholder} />
      </Form.Item>
    </>
  );
}

export interface ApprovalFieldsProps {
  text: { approvalCode: string; approvalCodePlaceholder: string; expiresAt: string; expiresHint: string };
  codeRule: FormRule;
  expiresRule: FormRule;
}

/** The approval code (批准文号) and its expiry in Beijing time, as two columns of a `Row`. */
export function ApprovalFields({ text, codeRule, expiresRule }: ApprovalFieldsProps) {
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="approval_code" label={text.approvalCode} rules={[codeRule]}>
          <Input placeholder={text.approvalCodePlaceholder} maxLength={EDITOR_TEXT_MAX.approvalCode} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="expires_at" label={text.expiresAt} extra={text.expiresHint} rules={[expiresRule]}>
          <ShanghaiDateTimePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}
