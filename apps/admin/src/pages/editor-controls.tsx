import { Select } from 'antd';
import type { EditorControls } from '../components/editor-controls';
import {
  CategoryTreeSelect,
  ContentPicker,
  ImageUploadField,
  RichTextEditor,
  TermSelect,
  useMemberGroups,
  VideoField,
} from '../features/content';

/** Several member groups from the operators' list. */
function MemberGroupSelect({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder?: string;
}) {
  const groups = useMemberGroups();
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(next) => onChange?.(next)}
      placeholder={placeholder}
      loading={groups.isPending}
      options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
      optionFilterProp="label"
      allowClear
    />
  );
}

/**
 * 内容管理's editing controls, handed to the meeting and campaign editors (features do not import
 * each other; a page puts them together).
 */
export const contentEditorControls: EditorControls = {
  RichTextEditor,
  ImageUpload: ImageUploadField,
  VideoUpload: VideoField,
  CategorySelect: ({ id, value, onChange, placeholder }) => (
    <CategoryTreeSelect
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
    />
  ),
  TagSelect: ({ id, value, onChange, placeholder }) => (
    <TermSelect
      id={id}
      kind="tags"
      value={value}
      onChange={(next) => onChange?.(next ?? [])}
      placeholder={placeholder}
    />
  ),
  MemberGroupSelect,
  ContentPicker,
};
