import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, List, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../locales';

const text = messages.contentAdmin.common;

/** `items` with the one at `index` moved by `offset` places (unchanged at either end). */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

export interface OrderedListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => number;
  render: (item: T, index: number) => ReactNode;
  onChange: (items: T[]) => void;
  empty: string;
  /** Whether rows can be removed (the home sections are deleted elsewhere). */
  removable?: boolean;
}

/** A list the operator puts in order with 上移 / 下移 (and removes rows from). */
export function OrderedList<T>({
  items,
  rowKey,
  render,
  onChange,
  empty,
  removable = true,
}: OrderedListProps<T>) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <List
      size="small"
      bordered
      dataSource={[...items]}
      rowKey={rowKey}
      renderItem={(item, index) => (
        <List.Item
          actions={[
            <Tooltip key="up" title={text.moveUp}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={text.moveUp}
                disabled={index === 0}
                onClick={() => onChange(moveItem(items, index, -1))}
              />
            </Tooltip>,
            <Tooltip key="down" title={text.moveDown}>
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={text.moveDown}
                disabled={index === items.length - 1}
                onClick={() => onChange(moveItem(items, index, 1))}
              />
            </Tooltip>,
            ...(removable
              ? [
                  <Tooltip key="remove" title={text.remove}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={text.remove}
                      onClick={() => onChange(items.filter((_, at) => at !== index))}
                    />
                  </Tooltip>,
                ]
              : []),
          ]}
        >
          <Flex gap={8} align="center" style={{ minWidth: 0 }}>
            <span style={{ color: '#999', fontVariantNumeric: 'tabular-nums' }}>{index + 1}.</span>
            {render(item, index)}
          </Flex>
        </List.Item>
      )}
    />
  );
}
