import { PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Col,
  Empty,
  Flex,
  Popconfirm,
  Row,
  Skeleton,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { messages } from '../../../locales';
import {
  type AdminCampaignSection,
  useCampaignSections,
  useDeleteCampaignSection,
} from '../api/campaign-sections';
import { allSectionIds, buildSectionTree, type SectionNode } from '../section-tree';
import { SectionContents } from './section-contents';
import { type SectionEditing, SectionModal } from './section-modal';

const text = messages.campaignsAdmin.sections;
const common = messages.campaignsAdmin.common;

export interface CampaignSectionsPanelProps {
  campaignId: number;
}

/**
 * 板块与内容: the campaign's sections as a tree (add, edit, move under another, delete) and, for
 * the chosen section, its contents with their points.
 */
export function CampaignSectionsPanel({ campaignId }: CampaignSectionsPanelProps) {
  const { message } = App.useApp();
  const sections = useCampaignSections(campaignId);
  const remove = useDeleteCampaignSection();
  const [editing, setEditing] = useState<SectionEditing | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Sections start open (new ones too); the operator may fold some away.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const flat = sections.data ?? [];
  const tree = useMemo(() => buildSectionTree(flat), [flat]);
  const selected = flat.find((section) => section.id === selectedId) ?? null;

  if (sections.isPending) return <Skeleton active />;

  const columns: TableProps<SectionNode>['columns'] = [
    {
      title: text.drawer.title,
      key: 'title',
      render: (_value, section) => (
        <Flex vertical gap={0}>
          <Typography.Text strong={section.id === selectedId}>{section.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {text.contentCount(section.content_count)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: common.actions,
      key: 'actions',
      width: 200,
      render: (_value, section) => (
        // The row itself selects the section; its buttons must not.
        <Flex gap={10} wrap onClick={(event) => event.stopPropagation()}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setEditing({ section })}
          >
            {common.edit}
          </Button>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            onClick={() => setEditing({ parentId: section.id })}
          >
            {text.addChild}
          </Button>
          <Popconfirm
            title={text.deleteConfirm}
            description={text.deleteHint}
            okText={common.delete}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutate(section.id, {
                onSuccess: () => {
                  void message.success(common.deleted);
                  if (selectedId === section.id) setSelectedId(null);
                },
              })
            }
          >
            <Button type="link" size="small" danger style={{ paddingInline: 0 }}>
              {common.delete}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Flex vertical gap={12}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ parentId: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            {text.add}
          </Button>
          <Table<SectionNode>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={tree}
            pagination={false}
            loading={sections.isFetching}
            expandable={{
              expandedRowKeys: allSectionIds(tree).filter((id) => !folded.has(id)),
              onExpand: (expanded, section) =>
                setFolded((current) => {
                  const next = new Set(current);
                  if (expanded) next.delete(section.id);
                  else next.add(section.id);
                  return next;
                }),
            }}
            rowClassName={(section) => (section.id === selectedId ? 'ant-table-row-selected' : '')}
            onRow={(section) => ({ onClick: () => setSelectedId(section.id), style: { cursor: 'pointer' } })}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.empty} /> }}
          />
        </Flex>
      </Col>
      <Col xs={24} xl={14}>
        {selected ? (
          <SectionContents key={selected.id} section={selected} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.pick} />
        )}
      </Col>
      <SectionModal
        campaignId={campaignId}
        sections={flat}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved: AdminCampaignSection) => {
          setEditing(null);
          setSelectedId(saved.id);
        }}
      />
    </Row>
  );
}
