import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { isHttpsUrl, isInAppPath } from '@ia/shared';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Flex, Input, Modal, Tooltip, theme, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { messages } from '../../../locales';
import { useUploadMedia } from '../api/upload-media';
import styles from './rich-text-editor.module.css';

const text = messages.contentAdmin.richText;

/**
 * The editor produces only what the server keeps (apps/server …/content-admin/rich-body.ts):
 * paragraphs, h2–h4, bold/italic/underline/strike, lists, quotes, links and images.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: false,
      isAllowedUri: (url) => isHttpsUrl(url) || isInAppPath(url),
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Shown in the empty editor. */
  placeholder?: string;
}

function ToolButton({
  title,
  icon,
  active,
  disabled,
  onClick,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** The rich-text body of a text-and-image content (TipTap), with image upload. A Form.Item control. */
export function RichTextEditor({
  value = '',
  onChange,
  placeholder = text.placeholder,
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const upload = useUploadMedia('image');
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
    editorProps: { attributes: { 'aria-label': placeholder, 'data-placeholder': placeholder } },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      h4: current?.isActive('heading', { level: 4 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  // Follow a value set from outside (the loaded content, a form reset), not the editor's own echo.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const insertImage = async (file: File) => {
    try {
      const uploaded = await upload.mutateAsync({ file });
      chain()
        .setImage({ src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch {
      // The global toast has said why.
    }
  };

  const applyLink = () => {
    const href = link.trim();
    if (href && !isHttpsUrl(href) && !isInAppPath(href)) {
      void message.error(text.linkInvalid);
      return;
    }
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      <Flex
        wrap
        gap={2}
        align="center"
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
        role="toolbar"
      >
        <ToolButton
          title={text.bold}
          icon={<BoldOutlined />}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          title={text.italic}
          icon={<ItalicOutlined />}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          title={text.underline}
          icon={<UnderlineOutlined />}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolButton
          title={text.strike}
          icon={<StrikethroughOutlined />}
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        />
        <Divider orientation="vertical" />
        {([2, 3, 4] as const).map((level) => (
          <ToolButton
            key={level}
            title={text.heading(level)}
            icon={<span style={{ fontSize: 12, fontWeight: 600 }}>H{level}</span>}
            active={state[`h${level}`]}
            onClick={() => chain().toggleHeading({ level }).run()}
          />
        ))}
        <Divider orientation="vertical" />
        <ToolButton
          title={text.bulletList}
          icon={<UnorderedListOutlined />}
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          title={text.orderedList}
          icon={<OrderedListOutlined />}
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          title={text.blockquote}
          icon={<span style={{ fontSize: 14, fontWeight: 700 }}>“</span>}
          active={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <Divider orientation="vertical" />
        <ToolButton
          title={text.link}
          icon={<LinkOutlined />}
          active={state.link}
          onClick={() => {
            setLink(String(editor.getAttributes('link').href ?? ''));
            setLinkOpen(true);
          }}
        />
        <ToolButton
          title={text.unlink}
          icon={<DisconnectOutlined />}
          disabled={!state.link}
          onClick={() => chain().unsetLink().run()}
        />
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            void insertImage(file);
            return false;
          }}
        >
          <Tooltip title={text.image}>
            <Button
              size="small"
              type="text"
              icon={<PictureOutlined />}
              aria-label={text.image}
              loading={upload.isPending}
            />
          </Tooltip>
        </Upload>
        <Divider orientation="vertical" />
        <ToolButton
          title={text.undo}
          icon={<UndoOutlined />}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          title={text.redo}
          icon={<RedoOutlined />}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </Flex>
      <EditorContent editor={editor} className={styles.body} style={{ padding: '8px 12px' }} />
      <Modal
        title={text.link}
        open={linkOpen}
        onOk={applyLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
        width={420}
      >
        <Input
          value={link}
          onChange={(event) => setLink(event.target.value)}
          placeholder={text.linkPrompt}
          onPressEnter={applyLink}
          autoFocus
        />
      </Modal>
    </div>
  );
}
