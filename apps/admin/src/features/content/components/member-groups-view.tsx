import { PlusOutlined } from '@ant-design/icons';
import {
  type AdminMemberGroupInput,
  adminMemberGroupInputSchema,
  CATALOGUE_TEXT_MAX,
  maskPhone,
} from '@ia/shared';
import {
  App,
  Button,
  Card,
  Drawer,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import {
  type AdminGroupMember,
  type AdminMemberGroup,
  useChangeGroupMembers,
  useDeleteMemberGroup,
  useGroupMembers,
  useMemberGroups,
  useSaveMemberGroup,
} from '../api/categories';
import { useUserSearch } from '../api/search-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { DeleteAction, EditAction } from './row-actions';

const text = messages.contentAdmin.memberGroups;
const common = messages.contentAdmin.common;

/** User ids typed by hand: digits separated by commas, spaces or new lines; null when any piece is not an id. */
function parseUserIds(raw: string): number[] | null {
  const pieces = raw.split(/[\s,，、]+/).filter(Boolean);
  const ids = pieces.map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(ids)] : null;
}

function GroupModal({
  group,
  open,
  onClose,
}: {
  group: AdminMemberGroup | null;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminMemberGroupInput>();
  const save = useSaveMemberGroup();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: group?.name ?? '', description: group?.description ?? '' });
  }, [open, group, form]);
  return (
    <Modal
      title={group ? text.modalEdit : text.modalCreate}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={common.save}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<AdminMemberGroupInput>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          save.mutate(
            { id: group?.id, values },
            {
              onSuccess: () => {
                void message.success(common.saved);
                onClose();
              },
            },
          )
        }
      >
        <Form.Item
          name="name"
          label={text.fields.name}
          required
          rules={[zodFormRule(adminMemberGroupInputSchema.shape.name)]}
        >
          <Input maxLength={CATALOGUE_TEXT_MAX.memberGroupName} />
        </Form.Item>
        <Form.Item
          name="description"
          label={text.fields.description}
          rules={[zodFormRule(adminMemberGroupInputSchema.shape.description)]}
        >
          <Input.TextArea rows={2} maxLength={CATALOGUE_TEXT_MAX.memberGroupDescription} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function MembersDrawer({ group, onClose }: { group: AdminMemberGroup | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const members = useGroupMembers(group?.id, page);
  const change = useChangeGroupMembers();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim(), 300);
  const search = useUserSearch(debounced);
  const [picked, setPicked] = useState<number[]>([]);
  const [typedIds, setTypedIds] = useState('');

  useEffect(() => {
    if (!group) return;
    setPage({ current: 1, pageSize: 10 });
    setPicked([]);
    setTypedIds('');
  }, [group]);

  if (!group) return null;

  const handleAdd = () => {
    const typed = typedIds.trim() ? parseUserIds(typedIds) : [];
    if (typed === null) {
      void message.error(text.idsInvalid);
      return;
    }
    const userIds = [...new Set([...picked, ...typed])];
    if (userIds.length === 0) return;
    change.mutate(
      { groupId: group.id, userIds, action: 'add' },
      {
        onSuccess: (result) => {
          void message.success(text.added(result.changed));
          setPicked([]);
          setTypedIds('');
        },
      },
    );
  };

  const columns: TableProps<AdminGroupMember>['columns'] = [
    { title: text.memberColumns.id, dataIndex: 'id', width: 80 },
    {
      title: text.memberColumns.name,
      key: 'name',
      render: (_value, member) =>
        member.name ?? member.nickname ?? <Typography.Text type="secondary">{text.unnamed}</Typography.Text>,
    },
    {
      title: text.memberColumns.mobile,
      dataIndex: 'mobile',
      width: 130,
      render: (mobile: string | null) => (mobile ? maskPhone(mobile) : '—'),
    },
    {
      title: text.memberColumns.hospital,
      dataIndex: 'hospital_name',
      render: (value: string | null) => value ?? '—',
    },
    {
      title: common.actions,
      key: 'actions',
      width: 80,
      render: (_value, member) => (
        <Popconfirm
          title={text.removeConfirm}
          onConfirm={() =>
            change.mutate(
              { groupId: group.id, userIds: [member.id], action: 'remove' },
              { onSuccess: () => void message.success(text.removed) },
            )
          }
        >
          <Button type="link" size="small" danger style={{ paddingInline: 0 }}>
            {common.remove}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Drawer title={text.membersTitle(group.name)} open onClose={onClose} size={720}>
      <Card size="small" title={text.addMembers} style={{ marginBottom: 16 }}>
        <Flex vertical gap={8}>
          <Select<number[]>
            mode="multiple"
            value={picked}
            onChange={setPicked}
            placeholder={text.addPlaceholder}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={search.isFetching}
            notFoundContent={null}
            options={(search.data?.data ?? []).map((user) => ({
              value: user.id,
              label: `#${user.id} ${user.name ?? text.unnamed}${user.mobile ? ` ${maskPhone(user.mobile)}` : ''}${user.hospital_name ? ` · ${user.hospital_name}` : ''}`,
            }))}
          />
          <Input
            value={typedIds}
            onChange={(event) => setTypedIds(event.target.value)}
            placeholder={text.addById}
          />
          <Button
            type="primary"
            onClick={handleAdd}
            loading={change.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {text.add}
          </Button>
        </Flex>
      </Card>
      <Table<AdminGroupMember>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={members.data?.data ?? []}
        loading={members.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noMembers} /> }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: members.data?.total ?? 0,
          showTotal: common.total,
          onChange: (current, pageSize) =>
            setPage({ current: pageSize === page.pageSize ? current : 1, pageSize }),
        }}
      />
    </Drawer>
  );
}

/** 会员分组: the groups category visibility names, and who belongs to each. */
export function MemberGroupsView() {
  const groups = useMemberGroups();
  const remove = useDeleteMemberGroup();
  const [editing, setEditing] = useState<AdminMemberGroup | 'new' | null>(null);
  const [viewing, setViewing] = useState<AdminMemberGroup | null>(null);

  const columns: TableProps<AdminMemberGroup>['columns'] = [
    { title: text.columns.name, dataIndex: 'name' },
    {
      title: text.columns.description,
      dataIndex: 'description',
      render: (value: string | null) => value ?? '—',
    },
    { title: text.columns.members, dataIndex: 'member_count', width: 100 },
    { title: text.columns.categories, dataIndex: 'category_count', width: 150 },
    {
      title: common.actions,
      key: 'actions',
      width: 190,
      render: (_value, group) => (
        <Flex gap={12}>
          <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setViewing(group)}>
            {text.members}
          </Button>
          <EditAction onEdit={() => setEditing(group)} />
          <DeleteAction
            id={group.id}
            remove={remove}
            title={text.deleteConfirm(group.name)}
            description={text.deleteHint}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {text.create}
        </Button>
      }
    >
      <Table<AdminMemberGroup>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={groups.data ?? []}
        loading={groups.isFetching}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
      />
      <GroupModal
        group={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <MembersDrawer group={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
