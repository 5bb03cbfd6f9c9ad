import { PlusOutlined } from '@ant-design/icons';
import { adminCampaignContentFieldsSchema, CAMPAIGN_POINTS_MAX } from '@ia/shared';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { type PickedContent, useEditorControls } from '../../../components/editor-controls';
import { messages } from '../../../locales';
import {
  type AdminCampaignContent,
  type AdminCampaignSection,
  useAddSectionContent,
  useRemoveSectionContent,
  useSectionContents,
  useUpdateSectionContent,
} from '../api/campaign-sections';

const text = messages.campaignsAdmin.contents;
const common = messages.campaignsAdmin.common;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

interface PointsValues {
  points: number | null;
  sort: number | null;
}

/** The first problem the contract finds with a content's points and order, or null. */
function pointsProblem(contentId: number, values: PointsValues): string | null {
  const checked = adminCampaignContentFieldsSchema.safeParse({
    content_id: contentId,
    points: values.points ?? 0,
    sort: values.sort ?? 0,
  });
  return checked.success ? null : (checked.error.issues[0]?.message ?? messages.errors.unknown);
}

interface EditContentModalProps {
  content: AdminCampaignContent | null;
  onClose: () => void;
}

/** Points and order of a content already in the section (a fresh form for each content). */
function EditContentModal({ content, onClose }: EditContentModalProps) {
  return content ? <EditContentDialog key={content.id} content={content} onClose={onClose} /> : null;
}

function EditContentDialog({ content, onClose }: { content: AdminCampaignContent; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PointsValues>();
  const update = useUpdateSectionContent();

  const handleFinish = (values: PointsValues) => {
    const problem = pointsProblem(content.content_id, values);
    if (problem) {
      form.setFields([{ name: 'points', errors: [problem] }]);
      return;
    }
    update.mutate(
      {
        id: content.id,
        values: { content_id: content.content_id, points: values.points ?? 0, sort: values.sort ?? 0 },
      },
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
      open
      title={text.editTitle(content.content_title)}
      okText={common.save}
      cancelText={common.cancel}
      okButtonProps={{ loading: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PointsValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ points: content.points, sort: content.sort }}
        onFinish={handleFinish}
      >
        <Form.Item name="points" label={text.points} extra={text.pointsHint}>
          <InputNumber min={0} max={CAMPAIGN_POINTS_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="sort" label={text.sort} extra={common.sortHint}>
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface SectionContentsProps {
  section: AdminCampaignSection;
}

/**
 * The contents of one section: add an existing content (searched by title or id) with the points
 * it earns and its place, change the points or order, take it out.
 */
export function SectionContents({ section }: SectionContentsProps) {
  const { message } = App.useApp();
  const controls = useEditorControls();
  const contents = useSectionContents(section.id);
  const add = useAddSectionContent(section.id);
  const remove = useRemoveSectionContent();
  const [picked, setPicked] = useState<PickedContent | null>(null);
  const [adding, setAdding] = useState<PointsValues>({ points: 0, sort: 0 });
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminCampaignContent | null>(null);
  const rows = contents.data ?? [];

  const handlePick = (content: PickedContent) => {
    setPicked(content);
    setAddError(null);
    // After the last one by default, so a new content lands at the end.
    const last = Math.max(0, ...rows.map((row) => row.sort));
    setAdding((current) => ({ ...current, sort: rows.length > 0 ? last + 1 : 0 }));
  };

  const handleAdd = () => {
    if (!picked) return;
    const problem = pointsProblem(picked.id, adding);
    if (problem) {
      setAddError(problem);
      return;
    }
    add.mutate(
      { content_id: picked.id, points: adding.points ?? 0, sort: adding.sort ?? 0 },
      {
        onSuccess: () => {
          void message.success(text.added);
          setPicked(null);
          setAdding({ points: 0, sort: 0 });
        },
      },
    );
  };

  const columns: TableProps<AdminCampaignContent>['columns'] = [
    {
      title: text.columns.content,
      key: 'content',
      render: (_value, row) => (
        <Space size={4}>
          <Typography.Text type="secondary" style={NUMERIC}>
            #{row.content_id}
          </Typography.Text>
          <Typography.Text>{row.content_title}</Typography.Text>
        </Space>
      ),
    },
    {
      title: text.columns.type,
      dataIndex: 'content_list_type',
      width: 80,
      render: (listType: number) => text.listTypes[listType] ?? listType,
    },
    {
      title: text.columns.points,
      dataIndex: 'points',
      width: 80,
      align: 'right',
      render: (points: number) => <span style={NUMERIC}>{points}</span>,
    },
    {
      title: text.columns.sort,
      dataIndex: 'sort',
      width: 70,
      align: 'right',
      render: (sort: number) => <span style={NUMERIC}>{sort}</span>,
    },
    {
      title: common.actions,
      key: 'actions',
      width: 120,
      render: (_value, row) => (
        <Flex gap={12}>
          <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setEditing(row)}>
            {common.edit}
          </Button>
          <Popconfirm
            title={text.removeConfirm}
            description={text.removeHint}
            okText={text.remove}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate(row.id, { onSuccess: () => void message.success(text.removed) })}
          >
            <Button type="link" size="small" danger style={{ paddingInline: 0 }}>
              {text.remove}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card size="small" title={text.title(section.title)} variant="outlined">
      <Flex vertical gap={12}>
        <controls.ContentPicker
          placeholder={text.pickerPlaceholder}
          excludedIds={rows.map((row) => row.content_id)}
          onPick={handlePick}
        />
        {picked ? (
          <Flex gap={12} align="center" wrap data-testid="section-content-adding">
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {text.picked}
            </Tag>
            <Typography.Text>
              #{picked.id} {picked.title}
            </Typography.Text>
            <Space size={4}>
              <span>{text.points}</span>
              <InputNumber
                aria-label={text.points}
                min={0}
                max={CAMPAIGN_POINTS_MAX}
                precision={0}
                value={adding.points}
                onChange={(points) => setAdding((current) => ({ ...current, points }))}
                style={{ width: 100 }}
              />
            </Space>
            <Space size={4}>
              <span>{text.sort}</span>
              <InputNumber
                aria-label={text.sort}
                precision={0}
                value={adding.sort}
                onChange={(sort) => setAdding((current) => ({ ...current, sort }))}
                style={{ width: 90 }}
              />
            </Space>
            <Button type="primary" icon={<PlusOutlined />} loading={add.isPending} onClick={handleAdd}>
              {text.add}
            </Button>
            <Button onClick={() => setPicked(null)}>{common.cancel}</Button>
            {addError ? <Typography.Text type="danger">{addError}</Typography.Text> : null}
          </Flex>
        ) : null}
        <Table<AdminCampaignContent>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={contents.isFetching}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
        />
      </Flex>
      <EditContentModal content={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
