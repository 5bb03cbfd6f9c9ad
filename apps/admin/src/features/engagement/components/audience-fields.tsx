import { Form, Radio, Select } from 'antd';
import { useMemberGroups } from '../../content';

export interface AudienceFieldsProps<Audience extends string> {
  text: { audience: string; groups: string };
  options: { value: Audience; label: string }[];
}

/** The `audience` radio of a broadcast or popover, and the `member_group_ids` picker for 'groups'. */
export function AudienceFields<Audience extends string>({ text, options }: AudienceFieldsProps<Audience>) {
  const groups = useMemberGroups();
  const audience = Form.useWatch('audience', Form.useFormInstance());
  return (
    <>
      <Form.Item name="audience" label={text.audience}>
        <Radio.Group options={options} />
      </Form.Item>
      {audience === 'groups' ? (
        <Form.Item name="member_group_ids" label={text.groups} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            loading={groups.isPending}
            options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
