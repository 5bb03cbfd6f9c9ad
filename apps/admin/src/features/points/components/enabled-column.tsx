import { type TableColumnType, Tag } from 'antd';

/** The 状态 column of points rules and tasks: 启用 or 停用. */
export function enabledColumn<Row extends { enabled: boolean }>(): TableColumnType<Row> {
  return {
    title: '状态',
    dataIndex: 'enabled',
    width: 80,
    render: (enabled: boolean) => (enabled ? <Tag color="green">启用</Tag> : <Tag color="default">停用</Tag>),
  };
}
