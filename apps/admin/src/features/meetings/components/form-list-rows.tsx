import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Form, type FormListFieldData, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../locales';

const text = messages.meetingsAdmin.common;

export interface FormListRowsProps<Item extends object> {
  /** The Form.List's field name (speakers, agenda, chapters). */
  name: string;
  /** A new row's values. */
  blank: Item;
  addLabel: string;
  empty: string;
  max: number;
  /** One row's Form.Items, named relative to the row (`[field.name, 'title']`). */
  renderRow: (field: FormListFieldData, index: number) => ReactNode;
}

/**
 * A Form.List the operator edits row by row: add at the end, move up and down, remove. The rows
 * are part of the form, so validation and the server's field errors land on each row's inputs.
 */
export function FormListRows<Item extends object>({
  name,
  blank,
  addLabel,
  empty,
  max,
  renderRow,
}: FormListRowsProps<Item>) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove, move }) => (
        <Flex vertical gap={8}>
          {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : null}
          {fields.map((field, index) => (
            <Flex
              key={field.key}
              gap={8}
              align="flex-start"
              style={{ padding: '12px 12px 0', border: '1px solid #f0f0f0', borderRadius: 8 }}
            >
              <span style={{ color: '#999', paddingTop: 5, fontVariantNumeric: 'tabular-nums' }}>
                {index + 1}.
              </span>
              <Flex gap={8} wrap style={{ flex: 1, minWidth: 0 }}>
                {renderRow(field, index)}
              </Flex>
              <Flex gap={2} style={{ paddingTop: 2 }}>
                <Tooltip title={text.moveUp}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={text.moveUp}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                </Tooltip>
                <Tooltip title={text.moveDown}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={text.moveDown}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                </Tooltip>
                <Tooltip title={text.remove}>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={text.remove}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              </Flex>
            </Flex>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            onClick={() => add({ ...blank })}
            style={{ alignSelf: 'flex-start' }}
          >
            {addLabel}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
