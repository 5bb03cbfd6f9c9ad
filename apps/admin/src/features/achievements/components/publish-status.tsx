import { Button, type TableColumnType, Tag } from 'antd';

type PublishStatus = 'draft' | 'published';

const STATUS = {
  draft: { color: 'default', text: '草稿' },
  published: { color: 'green', text: '已发布' },
} as const;

/** The 状态 column of medals and certificate programs: 草稿 or 已发布. */
export function publishStatusColumn<Row extends { status: PublishStatus }>(): TableColumnType<Row> {
  return {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: PublishStatus) => <Tag color={STATUS[status].color}>{STATUS[status].text}</Tag>,
  };
}

/** A row's 发布 / 撤回 link: `onToggle` gets whether the row should be published next. */
export function PublishToggleLink({
  status,
  onToggle,
}: {
  status: PublishStatus;
  onToggle: (published: boolean) => void;
}) {
  return (
    <Button size="small" type="link" onClick={() => onToggle(status !== 'published')}>
      {status === 'published' ? '撤回' : '发布'}
    </Button>
  );
}
