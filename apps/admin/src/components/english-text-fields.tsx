import { Form, Input } from 'antd';
import type { z } from 'zod';
import { zodFormRule } from '../lib/zod-form-rule';

export interface EnglishTextFieldsProps {
  /** The form field of the English name: `name_en` or `title_en`, as the contract names it. */
  nameField: string;
  /** The contract's fields, so the form refuses what the server refuses, with its message. */
  nameSchema: z.ZodType;
  descriptionSchema: z.ZodType;
  /** 英文说明 or 英文描述, after the Chinese field beside it. */
  descriptionLabel: string;
}

/**
 * The English name and description of what operators name for the app (tasks, medals,
 * certificates): the English app shows them, and an empty one falls back to the Chinese
 * (decision 038).
 */
export function EnglishTextFields({
  nameField,
  nameSchema,
  descriptionSchema,
  descriptionLabel,
}: EnglishTextFieldsProps) {
  return (
    <>
      <Form.Item
        name={nameField}
        label="英文名称"
        extra="英文版应用显示；留空则显示中文"
        rules={[zodFormRule(nameSchema)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="description_en" label={descriptionLabel} rules={[zodFormRule(descriptionSchema)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}
