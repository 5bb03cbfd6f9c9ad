import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AdminCategoryInput,
  adminCategoryFieldsSchema,
  adminCategoryInputSchema,
  CATALOGUE_TEXT_MAX,
} from '@ia/shared';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Skeleton,
  Tag,
  Tooltip,
  Tree,
  type TreeDataNode,
  type TreeProps,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { zodFieldErrors, zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import {
  type CourseCategory,
  useCategoryTree,
  useDeleteCategory,
  useMemberGroups,
  useMoveCategory,
  useSaveCategory,
} from '../api/categories';
import { CategoryTreeSelect } from './category-tree-select';
import { ImageUploadField } from './image-upload-field';

const text = messages.contentAdmin.categories;
const common = messages.contentAdmin.common;

type Editing = { mode: 'create'; parentId: number } | { mode: 'edit'; category: CourseCategory };

function findCategory(nodes: readonly CourseCategory[], id: number): CourseCategory | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Where a dragged category lands: its new parent and a sort that puts it before or after the target. */
function dropPlacement(
  tree: readonly CourseCategory[],
  targetId: number,
  position: 'inside' | 'before' | 'after',
): { parentId: number; sort: number } {
  const target = findCategory(tree, targetId);
  if (!target) return { parentId: 0, sort: 0 };
  if (position === 'inside') {
    const last = target.children.reduce((max, child) => Math.max(max, child.sort), 0);
    return { parentId: target.id, sort: last + 1 };
  }
  return { parentId: target.parent_id, sort: target.sort + (position === 'before' ? -1 : 1) };
}

function CategoryModal({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminCategoryInput>();
  const save = useSaveCategory();
  const groups = useMemberGroups();
  const flag = Form.useWatch('member_group_flag', form);

  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue(
      editing.mode === 'edit'
        ? {
            name: editing.category.name,
            cover: editing.category.cover,
            sort: editing.category.sort,
            parent_id: editing.category.parent_id,
            member_group_flag: editing.category.member_group_flag,
            member_group_ids: editing.category.member_group_ids,
          }
        : {
            name: '',
            cover: null,
            sort: 0,
            parent_id: editing.parentId,
            member_group_flag: 0,
            member_group_ids: [],
          },
    );
  }, [editing, form]);

  const handleFinish = (values: AdminCategoryInput) => {
    const checked = adminCategoryInputSchema.safeParse(values);
    if (!checked.success) {
      form.setFields(zodFieldErrors<keyof AdminCategoryInput>(checked.error, 'name'));
      return;
    }
    save.mutate(
      { id: editing?.mode === 'edit' ? editing.category.id : undefined, values },
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
      title={editing?.mode === 'edit' ? text.modalEdit : text.modalCreate}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={common.save}
      confirmLoading={save.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<AdminCategoryInput> form={form} layout="vertical" onFinish={handleFinish}>
        <Form.Item
          name="name"
          label={text.fields.name}
          required
          rules={[zodFormRule(adminCategoryFieldsSchema.shape.name)]}
        >
          <Input maxLength={CATALOGUE_TEXT_MAX.categoryName} />
        </Form.Item>
        <Form.Item
          name="name_en"
          label={text.fields.nameEn}
          extra={text.fields.englishHint}
          rules={[zodFormRule(adminCategoryFieldsSchema.shape.name_en)]}
        >
          <Input maxLength={CATALOGUE_TEXT_MAX.categoryName} />
        </Form.Item>
        <Form.Item name="parent_id" label={text.fields.parent}>
          <CategoryTreeSelect
            allowClear={false}
            excludeId={editing?.mode === 'edit' ? editing.category.id : undefined}
            rootOption={{ value: 0, title: text.fields.topLevel }}
          />
        </Form.Item>
        <Form.Item name="sort" label={common.sort} extra={common.sortHint}>
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item name="cover" label={text.fields.cover}>
          <ImageUploadField width={120} />
        </Form.Item>
        <Form.Item name="member_group_flag" label={text.fields.visibility}>
          <Radio.Group options={[0, 1, 2].map((value) => ({ value, label: text.flags[value] }))} />
        </Form.Item>
        <Form.Item name="member_group_ids" label={text.fields.groups} required hidden={!flag}>
          <Select
            mode="multiple"
            loading={groups.isPending}
            options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 分类: the category tree, edited in place (add, edit, delete) and rearranged by dragging. */
export function CategoriesView() {
  const { message } = App.useApp();
  const tree = useCategoryTree();
  const groups = useMemberGroups();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  const groupNames = useMemo(
    () => new Map((groups.data ?? []).map((group) => [group.id, group.name])),
    [groups.data],
  );

  const toNode = (category: CourseCategory): TreeDataNode => ({
    key: category.id,
    title: (
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{category.name}</Typography.Text>
        <Tag style={{ marginInlineEnd: 0 }}>{text.level(category.level)}</Tag>
        {category.member_group_flag !== 0 ? (
          <Tooltip title={category.member_group_ids.map((id) => groupNames.get(id) ?? `#${id}`).join('、')}>
            <Tag color="gold" style={{ marginInlineEnd: 0 }}>
              {text.flags[category.member_group_flag]}
            </Tag>
          </Tooltip>
        ) : null}
        <Button
          size="small"
          type="link"
          icon={<PlusOutlined />}
          onClick={(event) => {
            event.stopPropagation();
            setEditing({ mode: 'create', parentId: category.id });
          }}
        >
          {text.addChild}
        </Button>
        <Button
          size="small"
          type="link"
          icon={<EditOutlined />}
          onClick={(event) => {
            event.stopPropagation();
            setEditing({ mode: 'edit', category });
          }}
        >
          {common.edit}
        </Button>
        <Popconfirm
          title={text.deleteConfirm(category.name)}
          description={text.deleteHint}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutate(category.id, { onSuccess: () => void message.success(common.deleted) })
          }
        >
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            onClick={(event) => event.stopPropagation()}
          >
            {common.delete}
          </Button>
        </Popconfirm>
      </Flex>
    ),
    children: category.children.map(toNode),
  });

  const handleDrop: TreeProps['onDrop'] = (info) => {
    const relative = info.dropPosition - Number(info.node.pos.split('-').pop());
    const position = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
    const placement = dropPlacement(tree.data ?? [], Number(info.node.key), position);
    move.mutate(
      { id: Number(info.dragNode.key), ...placement },
      { onSuccess: () => void message.success(text.moved) },
    );
  };

  return (
    <Card
      variant="borderless"
      title={<Typography.Text type="secondary">{text.dragHint}</Typography.Text>}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: 'create', parentId: 0 })}
        >
          {text.create}
        </Button>
      }
    >
      {tree.isPending ? (
        <Skeleton active />
      ) : (tree.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} />
      ) : (
        <Tree
          blockNode
          draggable={{ icon: false }}
          defaultExpandAll
          selectable={false}
          treeData={(tree.data ?? []).map(toNode)}
          onDrop={handleDrop}
        />
      )}
      <CategoryModal editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
