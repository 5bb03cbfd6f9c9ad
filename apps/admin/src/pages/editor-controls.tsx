import { Select } from 'antd';
import type { EditorControls } from '../components/editor-controls';
import { useMemberGroups } from '../features/content/api/categories';
import { CategoryTreeSelect } from '../features/content/components/category-tree-select';
import { ContentPicker } from '../features/content/components/content-picker';
import { ImageUploadField } from '../features/content/components/image-upload-field';
import { RichTextEditor } from '../features/content/components/rich-text-editor';
import { TermSelect } from '../features/content/components/term-select';
import { VideoField } from '../features/content/components/video-field';

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
