import { type AdminCertificateProgramCreate, adminCertificateProgramFieldsSchema } from '@ia/shared';
import { Form, Input, InputNumber, Select } from 'antd';
import { EnglishTextFields } from '../../../components/english-text-fields';
import { ModalEditedTable, ModalForm } from '../../../components/modal-editor';
import { useLessons } from '../../content';
import { useMeetings } from '../../meetings';
import {
  type AdminCertificateProgram,
  useDeleteProgram,
  usePrograms,
  usePublishProgram,
  useSaveProgram,
} from '../api/achievements-admin';
import { PublishToggleLink, publishStatusColumn } from './publish-status';

/** 证书管理 › 证书项目: what completing issues a certificate (a course series or a set of meetings). */
export function CertificateProgramsAdmin() {
  const programs = usePrograms();
  const publish = usePublishProgram();
  const remove = useDeleteProgram();
  return (
    <ModalEditedTable<AdminCertificateProgram>
      createLabel="新建证书项目"
      loading={programs.isPending}
      rows={programs.data}
      columns={[
        { title: '证书名称', dataIndex: 'name' },
        {
          title: '完成条件',
          key: 'kind',
          render: (_, program) =>
            program.kind === 'series'
              ? `学完系列课程 #${program.lesson_id}`
              : `观看 ${program.meeting_ids.length} 场会议（每场 ≥ ${Math.max(1, program.min_meeting_minutes)} 分钟）`,
        },
        { title: '颁发单位', dataIndex: 'issuer' },
        { title: '已颁发', dataIndex: 'issued_count', width: 90 },
        publishStatusColumn<AdminCertificateProgram>(),
      ]}
      actionsWidth={220}
      extraActions={(program) => (
        <PublishToggleLink
          status={program.status}
          onToggle={(published) => publish.mutate({ ...program, published })}
        />
      )}
      removal={{
        title: '删除该证书项目？',
        description: '已颁发的证书仍然有效，可在验真页查询。',
        onConfirm: (program) => remove.mutateAsync(program.id),
      }}
      renderEditor={(program, onClose) => <ProgramEditor program={program} onClose={onClose} />}
    />
  );
}

interface ProgramFormValues {
  name: string;
  description?: string;
  name_en?: string;
  description_en?: string;
  kind: AdminCertificateProgramCreate['kind'];
  lesson_id?: number | null;
  meeting_ids?: number[];
  min_meeting_minutes?: number;
  issuer: string;
}

function ProgramEditor({
  program,
  onClose,
}: {
  program: AdminCertificateProgram | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProgramFormValues>();
  const save = useSaveProgram();
  const kind = Form.useWatch('kind', form);
  const lessons = useLessons({ current: 1, pageSize: 100 });
  const meetings = useMeetings({ current: 1, pageSize: 100 });
  const submit = (values: ProgramFormValues) =>
    save.mutateAsync({
      ...(program ? { id: program.id } : {}),
      values: {
        name: values.name,
        description: values.description ?? '',
        name_en: values.name_en ?? '',
        description_en: values.description_en ?? '',
        kind: values.kind,
        lesson_id: values.kind === 'series' ? (values.lesson_id ?? null) : null,
        meeting_ids: values.kind === 'meetings' ? (values.meeting_ids ?? []) : [],
        min_meeting_minutes: values.min_meeting_minutes ?? 1,
        issuer: values.issuer,
        ...(program ? { updated_at: program.updated_at } : {}),
      },
    });
  return (
    <ModalForm<ProgramFormValues>
      title={program ? '编辑证书项目' : '新建证书项目'}
      form={form}
      initialValues={program ?? { kind: 'series', issuer: '影像学院', min_meeting_minutes: 1 }}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="证书名称"
        rules={[{ required: true, message: '请输入证书名称' }, { max: 100 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="description" label="说明" rules={[{ max: 300 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <EnglishTextFields
        nameField="name_en"
        nameSchema={adminCertificateProgramFieldsSchema.shape.name_en}
        descriptionSchema={adminCertificateProgramFieldsSchema.shape.description_en}
        descriptionLabel="英文说明"
      />
      <Form.Item name="kind" label="完成条件" rules={[{ required: true }]}>
        <Select
          options={[
            { value: 'series', label: '学完一个系列课程的全部内容' },
            { value: 'meetings', label: '观看指定的一组会议' },
          ]}
        />
      </Form.Item>
      {kind === 'meetings' ? (
        <>
          <Form.Item
            name="meeting_ids"
            label="会议"
            rules={[{ required: true, message: '请至少选择一场会议' }]}
          >
            <Select
              mode="multiple"
              loading={meetings.isPending}
              options={(meetings.data?.data ?? []).map((meeting) => ({
                value: meeting.id,
                label: meeting.title,
              }))}
            />
          </Form.Item>
          <Form.Item name="min_meeting_minutes" label="每场至少观看（分钟）">
            <InputNumber min={1} max={600} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="lesson_id" label="系列课程" rules={[{ required: true, message: '请选择系列课程' }]}>
          <Select
            loading={lessons.isPending}
            options={(lessons.data?.data ?? []).map((lesson) => ({
              value: lesson.id,
              label: lesson.title,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="issuer"
        label="颁发单位"
        rules={[{ required: true, message: '请输入颁发单位' }, { max: 100 }]}
      >
        <Input />
      </Form.Item>
    </ModalForm>
  );
}
