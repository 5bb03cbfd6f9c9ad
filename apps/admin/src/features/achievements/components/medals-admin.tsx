import {
  type AdminMedalCreate,
  adminMedalFieldsSchema,
  MEDAL_CRITERION_LABELS,
  MedalCriterion,
} from '@ia/shared';
import { Form, Image, Input, InputNumber, Select } from 'antd';
import { EnglishTextFields } from '../../../components/english-text-fields';
import { ModalEditedTable, ModalForm } from '../../../components/modal-editor';
import { useCampaigns } from '../../campaigns';
import {
  type AdminMedal,
  useDeleteMedal,
  useMedals,
  usePublishMedal,
  useSaveMedal,
} from '../api/achievements-admin';
import { PublishToggleLink, publishStatusColumn } from './publish-status';

/** 勋章管理: the medals with their criterion and threshold; create, edit, publish, delete. */
export function MedalsAdmin() {
  const medals = useMedals();
  const publish = usePublishMedal();
  const remove = useDeleteMedal();
  return (
    <ModalEditedTable<AdminMedal>
      createLabel="新建勋章"
      loading={medals.isPending}
      rows={medals.data}
      columns={[
        {
          title: '图标',
          dataIndex: 'artwork_url',
          width: 72,
          render: (url: string | null) => (url ? <Image src={url} width={40} preview={false} /> : '—'),
        },
        { title: '名称', dataIndex: 'name' },
        {
          title: '获得条件',
          key: 'criterion',
          render: (_, medal) =>
            `${MEDAL_CRITERION_LABELS[medal.criterion]} ≥ ${medal.threshold}`.replace('（前 N 名） ≥', '前'),
        },
        { title: '获得人数', dataIndex: 'holder_count', width: 96 },
        publishStatusColumn<AdminMedal>(),
      ]}
      actionsWidth={220}
      extraActions={(medal) => (
        <PublishToggleLink
          status={medal.status}
          onToggle={(published) => publish.mutate({ ...medal, published })}
        />
      )}
      removal={{
        title: '删除该勋章？',
        description: '已获得的用户保留记录，勋章墙不再显示。',
        onConfirm: (medal) => remove.mutateAsync(medal.id),
      }}
      renderEditor={(medal, onClose) => <MedalEditor medal={medal} onClose={onClose} />}
    />
  );
}

interface MedalFormValues {
  name: string;
  description?: string;
  name_en?: string;
  description_en?: string;
  artwork_url?: string;
  criterion: AdminMedalCreate['criterion'];
  threshold: number;
  campaign_id?: number | null;
  sort?: number;
}

function MedalEditor({ medal, onClose }: { medal: AdminMedal | null; onClose: () => void }) {
  const [form] = Form.useForm<MedalFormValues>();
  const save = useSaveMedal();
  const criterion = Form.useWatch('criterion', form);
  const campaigns = useCampaigns({ current: 1, pageSize: 100 });
  const submit = (values: MedalFormValues) =>
    save.mutateAsync({
      ...(medal ? { id: medal.id } : {}),
      values: {
        name: values.name,
        description: values.description ?? '',
        name_en: values.name_en ?? '',
        description_en: values.description_en ?? '',
        artwork_url: values.artwork_url || null,
        criterion: values.criterion,
        threshold: values.threshold,
        campaign_id: values.criterion === 'campaign_rank' ? (values.campaign_id ?? null) : null,
        sort: values.sort ?? 0,
        ...(medal ? { updated_at: medal.updated_at } : {}),
      },
    });
  return (
    <ModalForm<MedalFormValues>
      title={medal ? '编辑勋章' : '新建勋章'}
      form={form}
      initialValues={
        medal
          ? { ...medal, artwork_url: medal.artwork_url ?? '' }
          : { criterion: 'learning_minutes', threshold: 60, sort: 0 }
      }
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label="名称"
        rules={[{ required: true, message: '请输入勋章名称' }, { max: 50 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="description" label="描述" rules={[{ max: 300 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <EnglishTextFields
        nameField="name_en"
        nameSchema={adminMedalFieldsSchema.shape.name_en}
        descriptionSchema={adminMedalFieldsSchema.shape.description_en}
        descriptionLabel="英文描述"
      />
      <Form.Item
        name="artwork_url"
        label="图标地址"
        extra="站内图片地址，如 /media/demo/medals/case-rookie.svg"
      >
        <Input />
      </Form.Item>
      <Form.Item name="criterion" label="获得条件" rules={[{ required: true }]}>
        <Select options={MedalCriterion.map((value) => ({ value, label: MEDAL_CRITERION_LABELS[value] }))} />
      </Form.Item>
      <Form.Item
        name="threshold"
        label={criterion === 'campaign_rank' ? '名次（前 N 名）' : '门槛'}
        rules={[{ required: true, message: '请输入门槛' }]}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {criterion === 'campaign_rank' ? (
        <Form.Item name="campaign_id" label="活动" rules={[{ required: true, message: '请选择活动' }]}>
          <Select
            loading={campaigns.isPending}
            options={(campaigns.data?.data ?? []).map((campaign) => ({
              value: campaign.id,
              label: campaign.title,
            }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="sort" label="排序（小的在前）">
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </ModalForm>
  );
}
