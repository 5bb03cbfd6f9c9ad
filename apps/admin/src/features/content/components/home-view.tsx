import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AdminHomeSectionInput,
  adminHomeSectionFieldsSchema,
  adminHomeSectionInputSchema,
  CATALOGUE_TEXT_MAX,
  EDITOR_TEXT_MAX,
  HOME_SECTION_LIMIT_MAX,
  HomeSectionKind,
} from '@ia/shared';
import {
  App,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Switch,
  Table,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { zodFieldErrors, zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import {
  type AdminHomeSection,
  type AdminRecommendation,
  useDeleteHomeSection,
  useHomeSections,
  useOrderHomeSections,
  useRecommendations,
  useSaveHomeSection,
  useSaveRecommendations,
} from '../api/home';
import { CategoryTreeSelect, useCategoryNames } from './category-tree-select';
import { ContentPicker } from './content-picker';
import { ContentStateTag } from './content-state-tag';
import { moveItem, OrderedList } from './ordered-list';
import { DeleteAction, EditAction } from './row-actions';

const text = messages.contentAdmin.home;
const common = messages.contentAdmin.common;
const { listTypes } = messages.contentAdmin;
const shape = adminHomeSectionFieldsSchema.shape;

function SectionModal({
  section,
  open,
  onClose,
}: {
  section: AdminHomeSection | null;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminHomeSectionInput>();
  const save = useSaveHomeSection();
  const kind = Form.useWatch('kind', form);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      section
        ? { ...section, list_type: section.list_type as 1 | 2 | 3 | null }
        : {
            title: '',
            kind: 'contents',
            list_type: 1,
            category_id: null,
            more_link: null,
            item_limit: 6,
            layout: 'list',
            enabled: true,
          },
    );
  }, [open, section, form]);

  const handleFinish = (values: AdminHomeSectionInput) => {
    const checked = adminHomeSectionInputSchema.safeParse(values);
    if (!checked.success) {
      form.setFields(zodFieldErrors<keyof AdminHomeSectionInput>(checked.error, 'title'));
      return;
    }
    save.mutate(
      { id: section?.id, values: { ...values, more_link: values.more_link || null } },
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
      title={section ? text.modalEdit : text.modalCreate}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={common.save}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<AdminHomeSectionInput> form={form} layout="vertical" onFinish={handleFinish}>
        <Form.Item name="title" label={text.fields.title} required rules={[zodFormRule(shape.title)]}>
          <Input maxLength={CATALOGUE_TEXT_MAX.homeSectionName} />
        </Form.Item>
        <Form.Item
          name="title_en"
          label={text.fields.titleEn}
          extra={text.fields.englishHint}
          rules={[zodFormRule(shape.title_en)]}
        >
          <Input maxLength={CATALOGUE_TEXT_MAX.homeSectionName} />
        </Form.Item>
        <Form.Item name="kind" label={text.fields.kind}>
          <Radio.Group
            optionType="button"
            options={HomeSectionKind.map((value) => ({ value, label: text.kinds[value] }))}
          />
        </Form.Item>
        <Flex gap={16} hidden={kind !== 'contents'}>
          <Form.Item name="list_type" label={text.fields.listType} style={{ flex: 1 }}>
            <Select allowClear options={[1, 2, 3].map((value) => ({ value, label: listTypes[value] }))} />
          </Form.Item>
          <Form.Item name="category_id" label={text.fields.category} style={{ flex: 1 }}>
            <CategoryTreeSelect />
          </Form.Item>
        </Flex>
        <Form.Item name="more_link" label={text.fields.moreLink} rules={[zodFormRule(shape.more_link)]}>
          <Input
            placeholder={text.fields.moreLinkPlaceholder}
            allowClear
            maxLength={EDITOR_TEXT_MAX.linkAddress}
          />
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item name="item_limit" label={text.fields.limit} rules={[zodFormRule(shape.item_limit)]}>
            <InputNumber min={1} max={HOME_SECTION_LIMIT_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="layout" label={text.fields.layout}>
            <Radio.Group
              options={(['list', 'cards'] as const).map((value) => ({ value, label: text.layouts[value] }))}
            />
          </Form.Item>
          <Form.Item name="enabled" label={text.fields.enabled} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}

function SectionsCard() {
  const { message } = App.useApp();
  const sections = useHomeSections();
  const order = useOrderHomeSections();
  const remove = useDeleteHomeSection();
  const categoryNames = useCategoryNames();
  const [editing, setEditing] = useState<AdminHomeSection | 'new' | null>(null);
  const rows = sections.data ?? [];

  const reorder = (index: number, offset: -1 | 1) =>
    order.mutate(
      moveItem(rows, index, offset).map((section) => section.id),
      { onSuccess: () => void message.success(text.orderSaved) },
    );

  const columns: TableProps<AdminHomeSection>['columns'] = [
    {
      title: common.sort,
      key: 'order',
      width: 90,
      render: (_value, _section, index) => (
        <Flex gap={2}>
          <Tooltip title={common.moveUp}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={common.moveUp}
              disabled={index === 0 || order.isPending}
              onClick={() => reorder(index, -1)}
            />
          </Tooltip>
          <Tooltip title={common.moveDown}>
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={common.moveDown}
              disabled={index === rows.length - 1 || order.isPending}
              onClick={() => reorder(index, 1)}
            />
          </Tooltip>
        </Flex>
      ),
    },
    { title: text.columns.title, dataIndex: 'title' },
    {
      title: text.columns.kind,
      dataIndex: 'kind',
      width: 100,
      render: (kind: string) => <Tag>{text.kinds[kind] ?? kind}</Tag>,
    },
    {
      title: text.columns.source,
      key: 'source',
      render: (_value, section) =>
        section.kind === 'contents'
          ? [
              section.list_type ? listTypes[section.list_type] : null,
              section.category_id
                ? (categoryNames.get(section.category_id) ?? `#${section.category_id}`)
                : null,
            ]
              .filter(Boolean)
              .join(' · ')
          : '—',
    },
    { title: text.columns.limit, dataIndex: 'item_limit', width: 90 },
    {
      title: text.columns.layout,
      dataIndex: 'layout',
      width: 90,
      render: (layout: string) => text.layouts[layout] ?? layout,
    },
    {
      title: text.columns.enabled,
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean) => (
        <Badge status={enabled ? 'success' : 'default'} text={enabled ? common.enabled : common.disabled} />
      ),
    },
    {
      title: common.actions,
      key: 'actions',
      width: 120,
      render: (_value, section) => (
        <Flex gap={12}>
          <EditAction onEdit={() => setEditing(section)} />
          <DeleteAction id={section.id} remove={remove} title={text.deleteConfirm} />
        </Flex>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      title={text.sections}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {text.createSection}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{text.sectionsHint}</Typography.Paragraph>
      <Table<AdminHomeSection>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={sections.isFetching}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.sectionsEmpty} />,
        }}
      />
      <SectionModal
        section={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

function RecommendationsCard() {
  const { message } = App.useApp();
  const saved = useRecommendations();
  const save = useSaveRecommendations();
  const [picks, setPicks] = useState<AdminRecommendation[] | null>(null);
  const shown = picks ?? saved.data ?? [];

  return (
    <Card
      variant="borderless"
      title={text.recommendations}
      extra={
        <Flex gap={8} align="center">
          {picks ? <Typography.Text type="warning">{text.unsaved}</Typography.Text> : null}
          <Button
            type="primary"
            disabled={!picks}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                shown.map((pick) => pick.content_id),
                {
                  onSuccess: () => {
                    setPicks(null);
                    void message.success(text.recommendationsSaved);
                  },
                },
              )
            }
          >
            {text.saveRecommendations}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{text.recommendationsHint}</Typography.Paragraph>
      <Flex vertical gap={12}>
        <ContentPicker
          placeholder={text.addRecommendation}
          excludedIds={shown.map((pick) => pick.content_id)}
          onPick={(content) =>
            setPicks([
              ...shown,
              {
                content_id: content.id,
                title: content.title,
                list_type: content.list_type,
                content_type: content.content_type,
                cover: content.cover,
                state: content.state,
                sort: shown.length + 1,
              },
            ])
          }
        />
        <OrderedList
          items={shown}
          rowKey={(pick) => pick.content_id}
          onChange={setPicks}
          empty={text.recommendationsEmpty}
          render={(pick) => (
            <Flex gap={8} align="center" style={{ minWidth: 0 }}>
              <Typography.Text ellipsis style={{ maxWidth: 420 }}>
                #{pick.content_id} {pick.title}
              </Typography.Text>
              <Tag style={{ marginInlineEnd: 0 }}>{listTypes[pick.list_type] ?? pick.list_type}</Tag>
              <ContentStateTag state={pick.state} />
            </Flex>
          )}
        />
      </Flex>
    </Card>
  );
}

/** 首页配置: the home page's sections in order, and the operators' recommendations. */
export function HomeView() {
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <SectionsCard />
      </Col>
      <Col span={24}>
        <RecommendationsCard />
      </Col>
    </Row>
  );
}
