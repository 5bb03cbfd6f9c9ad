import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** A Form.Item control: antd hands it `value` and `onChange`. */
interface FieldControlProps<Value> {
  /** Form.Item's id, so the field's label points at the control. */
  id?: string;
  value?: Value;
  onChange?: (value: Value) => void;
  placeholder?: string;
}

/** A content found by the content search, for adding it somewhere. */
export interface PickedContent {
  id: number;
  title: string;
  list_type: number;
}

/**
 * The editing controls other features already built (rich text, uploads with progress, the
 * category tree, tags, member groups, the content search). Features do not import each other, so
 * a page hands them in through this context (see pages/editor-controls.tsx).
 */
export interface EditorControls {
  RichTextEditor: ComponentType<FieldControlProps<string>>;
  ImageUpload: ComponentType<
    FieldControlProps<string | null> & { hint?: string; width?: number; height?: number }
  >;
  /** An MP4 upload with progress, or an HLS/MP4 address. */
  VideoUpload: ComponentType<FieldControlProps<string | null>>;
  CategorySelect: ComponentType<FieldControlProps<number | null>>;
  TagSelect: ComponentType<FieldControlProps<number[]>>;
  MemberGroupSelect: ComponentType<FieldControlProps<number[]>>;
  ContentPicker: ComponentType<{
    placeholder: string;
    excludedIds?: readonly number[];
    onPick: (content: PickedContent) => void;
  }>;
}

const EditorControlsContext = createContext<EditorControls | null>(null);

export function EditorControlsProvider({
  controls,
  children,
}: {
  controls: EditorControls;
  children: ReactNode;
}) {
  return <EditorControlsContext.Provider value={controls}>{children}</EditorControlsContext.Provider>;
}

/** The controls the page provided; a page that forgets the provider fails loudly in development. */
export function useEditorControls(): EditorControls {
  const controls = useContext(EditorControlsContext);
  if (!controls) throw new Error('useEditorControls needs an <EditorControlsProvider> around the page');
  return controls;
}
