import {
  type AdminTaskInput,
  adminTaskInputSchema,
  TASK_METRIC_LABELS,
  TaskMetric,
  TaskPeriod,
  type TaskPeriodValue,
} from '@ia/shared';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { EnglishTextFields } from '../../../components/english-text-fields';
import { ModalEditedTable, ModalForm } from '../../../components/modal-editor';
import { type AdminTask, useDeleteTask, useSaveTask, useTasksAdmin } from '../api/points-admin';
import { enabledColumn } from './enabled-column';

const PERIOD_LABELS: Record<TaskPeriodValue, string> = { daily: '每日任务', yearly: '年度任务' };

/**
 * 任务管理: the daily goals of /personal/task and the yearly goals of /annual/task, each measuring
 * one figure from the logs against a target, optionally rewarded with points once per period.
 */
export function TasksAdmin() {
  const tasks = useTasksAdmin();
  const remove = useDeleteTask();
  return (
    <ModalEditedTable<AdminTask>
      createLabel="新建任务"
      loading={tasks.isPending}
      rows={tasks.data}
      columns={[
        {
          title: '周期',
          dataIndex: 'period',
          width: 100,
          render: (period: TaskPeriodValue) => PERIOD_LABELS[period],
        },
        { title: '任务', dataIndex: 'title' },
        {
          title: '目标',
          key: 'goal',
          render: (_, task) => `${TASK_METRIC_LABELS[task.metric]} ≥ ${task.target}`,
        },
        { title: '奖励积分', dataIndex: 'points', width: 90 },
        { title: '排序', dataIndex: 'sort', width: 70 },
        enabledColumn<AdminTask>(),
      ]}
      actionsWidth={150}
      removal={{
        title: '删除该任务？',
        description: '已发放的任务积分保留在用户的积分明细中。',
        onConfirm: (task) => remove.mutateAsync(task.id),
      }}
      renderEditor={(task, onClose) => <TaskEditor task={task} onClose={onClose} />}
    />
  );
}

type TaskFormValues = Required<Pick<AdminTaskInput, 'period' | 'title' | 'metric' | 'target'>> &
  Pick<AdminTaskInput, 'description' | 'points' | 'link' | 'sort' | 'enabled'>;

function TaskEditor({ task, onClose }: { task: AdminTask | null; onClose: () => void }) {
  const [form] = Form.useForm<TaskFormValues>();
  const save = useSaveTask();
  const submit = (values: TaskFormValues) =>
    save.mutateAsync({
      ...(task ? { id: task.id } : {}),
      values: {
        ...values,
        description: values.description ?? '',
        points: values.points ?? 0,
        link: values.link || null,
        sort: values.sort ?? 0,
        enabled: values.enabled ?? true,
      },
    });
  return (
    <ModalForm<TaskFormValues>
      title={task ? '编辑任务' : '新建任务'}
      form={form}
      initialValues={
        task
          ? { ...task, link: task.link ?? '' }
          : { period: 'daily', metric: 'learning_minutes', target: 10, points: 0, sort: 0, enabled: true }
      }
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="period" label="周期" rules={[{ required: true }]}>
        <Select options={TaskPeriod.map((value) => ({ value, label: PERIOD_LABELS[value] }))} />
      </Form.Item>
      <Form.Item
        name="title"
        label="任务名称"
        rules={[{ required: true, message: '请输入任务名称' }, { max: 50 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="description" label="说明" rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <EnglishTextFields
        nameField="title_en"
        nameSchema={adminTaskInputSchema.shape.title_en}
        descriptionSchema={adminTaskInputSchema.shape.description_en}
        descriptionLabel="英文说明"
      />
      <Form.Item name="metric" label="指标" rules={[{ required: true, message: '请选择指标' }]}>
        <Select options={TaskMetric.map((value) => ({ value, label: TASK_METRIC_LABELS[value] }))} />
      </Form.Item>
      <Form.Item name="target" label="目标" rules={[{ required: true, message: '请输入目标' }]}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="points" label="完成奖励积分（0 为不奖励）">
        <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="link" label="去完成链接（站内路径，可选）" extra="例如 /course 或 /meeting">
        <Input />
      </Form.Item>
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
