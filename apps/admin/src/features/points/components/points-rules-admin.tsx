import { isMinuteAction, PointsAction } from '@ia/shared';
import { Button, Form, Input, InputNumber, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { ModalForm } from '../../../components/modal-editor';
import { type PointsRule, useAddDefaultRules, usePointsRules, useSavePointsRule } from '../api/points-admin';
import { enabledColumn } from './enabled-column';

const capText = (cap: number | null) => (cap === null ? '不限' : String(cap));

/** How a rule prices its action, as an operator reads it. */
function ruleSummary(rule: Pick<PointsRule, 'action' | 'points' | 'unit_minutes'>): string {
  if (isMinuteAction(rule.action)) return `每 ${rule.unit_minutes ?? 1} 分钟 ${rule.points} 分`;
  return `每次 ${rule.points} 分`;
}

/**
 * 积分规则: what each action earns, per event or per minutes of time, with its daily and per-item
 * caps; edits apply to the next award (learning and meeting minutes are priced by the reconciler
 * within about half a minute). Every edit is audited.
 */
export function PointsRulesAdmin() {
  const rules = usePointsRules();
  const addDefaults = useAddDefaultRules();
  const [editing, setEditing] = useState<PointsRule | null>(null);
  const missing = rules.data
    ? PointsAction.filter((action) => !rules.data.some((rule) => rule.action === action))
    : [];
  return (
    <>
      {missing.length > 0 ? (
        <Space style={{ marginBottom: 16 }}>
          <Typography.Text type="warning">
            缺少 {missing.length} 条默认规则（{missing.join('、')}）
          </Typography.Text>
          <Button loading={addDefaults.isPending} onClick={() => addDefaults.mutate()}>
            补全默认规则
          </Button>
        </Space>
      ) : null}
      <Table<PointsRule>
        rowKey="action"
        loading={rules.isPending}
        dataSource={rules.data ?? []}
        pagination={false}
        columns={[
          { title: '规则', dataIndex: 'name' },
          {
            title: '行为',
            dataIndex: 'action',
            width: 150,
            render: (action: string) => <code>{action}</code>,
          },
          { title: '分值', key: 'points', render: (_, rule) => ruleSummary(rule) },
          { title: '每日上限', dataIndex: 'daily_cap', width: 100, render: capText },
          { title: '单项上限', dataIndex: 'per_item_cap', width: 100, render: capText },
          enabledColumn<PointsRule>(),
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, rule) => (
              <Button size="small" type="link" onClick={() => setEditing(rule)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing ? <RuleEditor rule={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

interface RuleFormValues {
  name: string;
  points: number;
  unit_minutes?: number | null;
  daily_cap?: number | null;
  per_item_cap?: number | null;
  enabled: boolean;
}

function RuleEditor({ rule, onClose }: { rule: PointsRule; onClose: () => void }) {
  const [form] = Form.useForm<RuleFormValues>();
  const save = useSavePointsRule();
  const minute = isMinuteAction(rule.action);
  const submit = (values: RuleFormValues) =>
    save.mutateAsync({
      action: rule.action,
      values: {
        name: values.name,
        points: values.points,
        ...(minute ? { unit_minutes: values.unit_minutes ?? 1 } : {}),
        daily_cap: values.daily_cap ?? null,
        per_item_cap: values.per_item_cap ?? null,
        enabled: values.enabled,
      },
    });
  return (
    <ModalForm<RuleFormValues>
      title={`编辑积分规则：${rule.name}`}
      form={form}
      initialValues={rule}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="规则名称"
        rules={[{ required: true, message: '请输入规则名称' }, { max: 50 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="points"
        label={minute ? '每个计分单位的积分' : '每次积分'}
        rules={[{ required: true, message: '请输入积分' }]}
      >
        <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {minute ? (
        <Form.Item name="unit_minutes" label="计分单位（分钟）" extra="例如 1：每学习 1 分钟计一次分">
          <InputNumber min={1} max={600} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <Form.Item name="daily_cap" label="每日上限（积分，留空为不限）" extra="按中国时间自然日计算">
        <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="per_item_cap"
        label="单项上限（积分，留空为不限）"
        extra="同一内容或会议累计最多获得的积分"
      >
        <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
