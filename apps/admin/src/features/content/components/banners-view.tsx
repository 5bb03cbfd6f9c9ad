import { PlusOutlined } from '@ant-design/icons';
import {
  type AdminBannerInput,
  adminBannerFieldsSchema,
  adminBannerInputSchema,
  BannerPosition,
  type BannerPositionValue,
  CATALOGUE_TEXT_MAX,
  EDITOR_TEXT_MAX,
  formatDateTime,
} from '@ia/shared';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Radio,
  Segmented,
  Switch,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import {
  ShanghaiDateTimeRangePicker,
  type ShanghaiRange,
} from '../../../components/shanghai-date-time-picker';
import { zodFieldErrors, zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import { type AdminBanner, useBanners, useDeleteBanner, useSaveBanner } from '../api/home';
import { ImageUploadField } from './image-upload-field';
import { DeleteAction, EditAction } from './row-actions';

const text = messages.contentAdmin.banners;
const common = messages.contentAdmin.common;
const shape = adminBannerFieldsSchema.shape;

type BannerFormValues = Omit<AdminBannerInput, 'starts_at' | 'ends_at'> & {
  window: ShanghaiRange | null;
};

function BannerModal({
  banner,
  open,
  position,
  onClose,
}: {
  banner: AdminBanner | null;
  open: boolean;
  position: BannerPositionValue;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BannerFormValues>();
  const save = useSaveBanner();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      banner
        ? {
            ...banner,
            window: banner.starts_at || banner.ends_at ? [banner.starts_at, banner.ends_at] : null,
          }
        : { position, title: '', image: '', link: null, sort: 0, enabled: true, window: null },
    );
  }, [open, banner, position, form]);

  const handleFinish = ({ window, ...values }: BannerFormValues) => {
    const input: AdminBannerInput = {
      ...values,
      link: values.link || null,
      starts_at: window?.[0] ?? null,
      ends_at: window?.[1] ?? null,
    };
    const checked = adminBannerInputSchema.safeParse(input);
    if (!checked.success) {
      form.setFields(
        zodFieldErrors<keyof BannerFormValues>(checked.error, 'title', (path) =>
          path === 'ends_at' || path === 'starts_at' ? 'window' : (path as keyof BannerFormValues),
        ),
      );
      return;
    }
    save.mutate(
      { id: banner?.id, values: input },
      {
        onSuccess: () => {
          void message.success(common.saved);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      title={banner ? text.modalEdit : text.modalCreate}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={common.save}
      confirmLoading={save.isPending}
      width={560}
      forceRender
    >
      <Form<BannerFormValues> form={form} layout="vertical" onFinish={handleFinish}>
        <Form.Item name="position" label={text.fields.position}>
          <Radio.Group
            optionType="button"
            options={BannerPosition.map((value) => ({ value, label: text.positions[value] }))}
          />
        </Form.Item>
        <Form.Item name="title" label={text.fields.title} required rules={[zodFormRule(shape.title)]}>
          <Input maxLength={CATALOGUE_TEXT_MAX.bannerTitle} />
        </Form.Item>
        <Form.Item
          name="image"
          label={text.fields.image}
          required
          rules={[{ required: true, message: '请上传图片' }]}
        >
          <ImageUploadField width={320} />
        </Form.Item>
        <Form.Item name="link" label={text.fields.link} rules={[zodFormRule(shape.link)]}>
          <Input
            placeholder={text.fields.linkPlaceholder}
            maxLength={EDITOR_TEXT_MAX.linkAddress}
            allowClear
          />
        </Form.Item>
        <Form.Item name="window" label={text.fields.window}>
          <ShanghaiDateTimeRangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Flex gap={32}>
          <Form.Item name="sort" label={common.sort} extra={common.sortHint}>
            <InputNumber precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={text.fields.enabled} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}

/** 横幅: the swiper banners of the home page and of the learning tab. */
export function BannersView() {
  const [position, setPosition] = useState<BannerPositionValue>('home');
  const banners = useBanners(position);
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);

  const columns: TableProps<AdminBanner>['columns'] = [
    {
      title: text.columns.image,
      dataIndex: 'image',
      width: 150,
      render: (image: string) => (
        <Image src={image} width={128} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
      ),
    },
    { title: text.columns.title, dataIndex: 'title' },
    {
      title: text.columns.link,
      dataIndex: 'link',
      render: (link: string | null) =>
        link ? (
          <Typography.Text copyable ellipsis style={{ maxWidth: 240 }}>
            {link}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: common.sort, dataIndex: 'sort', width: 70 },
    {
      title: text.columns.window,
      key: 'window',
      width: 200,
      render: (_value, banner) =>
        banner.starts_at || banner.ends_at
          ? `${banner.starts_at ? formatDateTime(banner.starts_at) : '—'} ~ ${banner.ends_at ? formatDateTime(banner.ends_at) : '—'}`
          : text.always,
    },
    {
      title: text.columns.status,
      dataIndex: 'showing',
      width: 90,
      render: (showing: boolean) => (
        <Tag color={showing ? 'success' : 'default'}>{showing ? text.showing : text.notShowing}</Tag>
      ),
    },
    {
      title: common.actions,
      key: 'actions',
      width: 120,
      render: (_value, banner) => (
        <Flex gap={12}>
          <EditAction onEdit={() => setEditing(banner)} />
          <DeleteAction id={banner.id} remove={remove} title={text.deleteConfirm} />
        </Flex>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      title={
        <Segmented
          value={position}
          onChange={(value) => setPosition(value)}
          options={BannerPosition.map((value) => ({ value, label: text.positions[value] }))}
        />
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {text.create}
        </Button>
      }
    >
      <Table<AdminBanner>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={banners.data ?? []}
        loading={banners.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
      />
      <BannerModal
        banner={editing === 'new' ? null : editing}
        open={editing !== null}
        position={position}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
