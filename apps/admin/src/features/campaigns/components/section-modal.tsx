import {
  type AdminCampaignSectionInput,
  adminCampaignSectionFieldsSchema,
  CAMPAIGN_SECTION_TITLE_MAX_LENGTH,
  EDITOR_TEXT_MAX,
} from '@ia/shared';
import { App, Form, Input, InputNumber, Modal, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useEditorControls } from '../../../components/editor-controls';
import { issuesToFieldErrors, serverFieldErrors, showFieldErrors } from '../../../lib/form-errors';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import { type AdminCampaignSection, useSaveCampaignSection } from '../api/campaign-sections';
import { buildSectionTree, type SectionNode, subtreeIds } from '../section-tree';

const text = messages.campaignsAdmin.sections.drawer;
const common = messages.campaignsAdmin.common;
const shape = adminCampaignSectionFieldsSchema.shape;
const SECTION_FIELDS = Object.keys(shape);
/** The parent picker's value for 一级板块 (TreeSelect needs a real value). */
const ROOT = 0;

interface SectionFormValues {
  parent_id: number;
  title: string;
  summary: string | null;
  cover: string | null;
  description: string;
  requires_desc: boolean;
  sort: number | null;
}

interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

function parentOptions(nodes: readonly SectionNode[], excluded: ReadonlySet<number>): ParentOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.title,
    // A section cannot go under itself or its own subtree.
    disabled: excluded.has(node.id),
    children: parentOptions(node.children ?? [], excluded),
  }));
}

/** What the section dialog edits: a section, or a new one under `parentId` (null: top level). */
export type SectionEditing = { section: AdminCampaignSection } | { parentId: number | null };

export interface SectionModalProps {
  campaignId: number;
  sections: readonly AdminCampaignSection[];
  /** null keeps the dialog closed. */
  editing: SectionEditing | null;
  onClose: () => void;
  onSaved: (section: AdminCampaignSection) => void;
}

/**
 * Creates or edits a section of a campaign: its parent, title, cover, description and order.
 * Each opening gets its own form, so nothing typed for one section shows up in the next.
 */
export function SectionModal(props: SectionModalProps) {
  const { editing } = props;
  if (!editing) return null;
  const key = 'section' in editing ? `section-${editing.section.id}` : `under-${editing.parentId ?? ROOT}`;
  return <SectionDialog key={key} {...props} editing={editing} />;
}

function SectionDialog({
  campaignId,
  sections,
  editing,
  onClose,
  onSaved,
}: SectionModalProps & { editing: SectionEditing }) {
  const { message } = App.useApp();
  const controls = useEditorControls();
  const [form] = Form.useForm<SectionFormValues>();
  const save = useSaveCampaignSection(campaignId);
  const current = 'section' in editing ? editing.section : null;

  const treeData = useMemo(() => {
    const excluded = current ? subtreeIds(sections, current.id) : new Set<number>();
    return [
      { value: ROOT, title: text.root, children: [] },
      ...parentOptions(buildSectionTree(sections), excluded),
    ];
  }, [sections, current]);

  const initialValues: SectionFormValues = current
    ? {
        parent_id: current.parent_id ?? ROOT,
        title: current.title,
        summary: current.summary,
        cover: current.cover,
        description: current.description,
        requires_desc: current.requires_desc,
        sort: current.sort,
      }
    : {
        parent_id: ('parentId' in editing ? editing.parentId : null) ?? ROOT,
        title: '',
        summary: null,
        cover: null,
        description: '',
        requires_desc: false,
        sort: 0,
      };

  const handleFinish = (values: SectionFormValues) => {
    const input: AdminCampaignSectionInput = {
      parent_id: values.parent_id === ROOT ? null : values.parent_id,
      title: values.title ?? '',
      summary: values.summary?.trim() || null,
      cover: values.cover || null,
      description: values.description ?? '',
      requires_desc: values.requires_desc ?? false,
      sort: values.sort ?? 0,
    };
    const checked = adminCampaignSectionFieldsSchema.safeParse(input);
    if (!checked.success) {
      showFieldErrors(form, issuesToFieldErrors(checked.error.issues, SECTION_FIELDS, 'title'));
      return;
    }
    save.mutate(
      { id: current?.id, values: input },
      {
        onSuccess: (saved) => {
          void message.success(common.saved);
          onSaved(saved);
        },
        onError: (error) => {
          const fieldErrors = serverFieldErrors(error, SECTION_FIELDS, 'title');
          if (fieldErrors) showFieldErrors(form, fieldErrors);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={current ? text.editTitle(current.title) : text.createTitle}
      okText={common.save}
      cancelText={common.cancel}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      <Form<SectionFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={handleFinish}
        preserve={false}
      >
        <Form.Item name="parent_id" label={text.parent}>
          <TreeSelect<number>
            treeData={treeData}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="title" label={text.title} required rules={[zodFormRule(shape.title)]}>
          <Input
            placeholder={text.titlePlaceholder}
            maxLength={CAMPAIGN_SECTION_TITLE_MAX_LENGTH}
            showCount
          />
        </Form.Item>
        <Form.Item name="summary" label={text.summary} rules={[zodFormRule(shape.summary)]}>
          <Input.TextArea maxLength={EDITOR_TEXT_MAX.summary} showCount rows={2} />
        </Form.Item>
        <Form.Item name="cover" label={text.cover}>
          <controls.ImageUpload width={160} />
        </Form.Item>
        <Form.Item name="description" label={text.description} rules={[zodFormRule(shape.description)]}>
          <controls.RichTextEditor />
        </Form.Item>
        <Form.Item name="requires_desc" label={text.requiresDesc} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={text.sort} extra={common.sortHint}>
          <InputNumber precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
