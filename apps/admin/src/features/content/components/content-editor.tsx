import {
  type AdminContent,
  type AdminContentInput,
  adminContentCreateSchema,
  adminContentFieldsSchema,
  EDITOR_TEXT_MAX,
  requiredVideoAddressSchema,
} from '@ia/shared';
import {
  Alert,
  App,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Row,
  Skeleton,
  Switch,
} from 'antd';
import { Link } from 'react-router';
import { EditorHeader, EditorStaleAlert } from '../../../components/editor-fields';
import {
  ShanghaiDateTimePicker,
  ShanghaiDateTimeRangePicker,
  type ShanghaiRange,
} from '../../../components/shanghai-date-time-picker';
import { PublishToggleAction } from '../../../components/table-row-actions';
import { useEditorForm } from '../../../hooks/use-editor-form';
import { serverFieldErrors, showFieldErrors } from '../../../lib/form-errors';
import { zodFieldErrors, zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import { useContent, usePublishContent, useSaveContent } from '../api/contents';
import { contentEditorPath, contentPaths } from '../content-paths';
import { CategoryTreeSelect } from './category-tree-select';
import { ContentStateTag } from './content-state-tag';
import { ImageUploadField } from './image-upload-field';
import { RichTextEditor } from './rich-text-editor';
import { TermSelect } from './term-select';
import { VideoField } from './video-field';

const text = messages.contentAdmin;
const fieldText = text.editor.fields;
const shape = adminContentFieldsSchema.shape;

/** What the form holds: the contract's fields, the publish window as one pair of ISO instants. */
export interface ContentFormValues {
  title: string;
  list_type: 1 | 2 | 3;
  content_type: 1 | 2;
  summary: string | null;
  cover: string | null;
  video_url: string | null;
  duration: number | null;
  body: string;
  category_id: number | null;
  tag_ids: number[];
  disease_ids: number[];
  speaker_name: string | null;
  speaker_title: string | null;
  speaker_hospital: string | null;
  speaker_avatar: string | null;
  hcp_only: boolean;
  no_skip: boolean;
  comments_enabled: boolean;
  approval_code: string | null;
  expires_at: string | null;
  window: ShanghaiRange | null;
  sort: number | null;
}

const EMPTY: ContentFormValues = {
  title: '',
  list_type: 1,
  content_type: 2,
  summary: null,
  cover: null,
  video_url: null,
  duration: 0,
  body: '',
  category_id: null,
  tag_ids: [],
  disease_ids: [],
  speaker_name: null,
  speaker_title: null,
  speaker_hospital: null,
  speaker_avatar: null,
  hcp_only: false,
  no_skip: false,
  comments_enabled: true,
  approval_code: null,
  expires_at: null,
  window: null,
  sort: 0,
};

function toFormValues(content: AdminContent): ContentFormValues {
  return {
    title: content.title,
    list_type: content.list_type as 1 | 2 | 3,
    content_type: content.content_type === 1 ? 1 : 2,
    summary: content.summary,
    cover: content.cover,
    video_url: content.video_url,
    duration: content.duration,
    body: content.body,
    category_id: content.category_id,
    tag_ids: content.tags.map((tag) => tag.id),
    disease_ids: content.diseases.map((disease) => disease.id),
    speaker_name: content.speaker_name,
    speaker_title: content.speaker_title,
    speaker_hospital: content.speaker_hospital,
    speaker_avatar: content.speaker_avatar,
    hcp_only: content.hcp_only,
    no_skip: content.no_skip,
    comments_enabled: content.comments_enabled,
    approval_code: content.approval_code,
    expires_at: content.expires_at,
    window: content.publish_at || content.unpublish_at ? [content.publish_at, content.unpublish_at] : null,
    sort: content.sort,
  };
}

/** The body the server takes, from the form's values. */
function toInput(values: ContentFormValues): AdminContentInput {
  return {
    title: values.title ?? '',
    list_type: values.list_type,
    content_type: values.content_type,
    summary: values.summary || null,
    cover: values.cover || null,
    video_url: values.content_type === 1 ? values.video_url || null : null,
    duration: values.duration ?? 0,
    body: values.body ?? '',
    category_id: values.category_id ?? null,
    tag_ids: values.tag_ids ?? [],
    disease_ids: values.disease_ids ?? [],
    speaker_name: values.speaker_name || null,
    speaker_title: values.speaker_title || null,
    speaker_hospital: values.speaker_hospital || null,
    speaker_avatar: values.speaker_avatar || null,
    hcp_only: values.hcp_only ?? false,
    no_skip: values.no_skip ?? false,
    comments_enabled: values.comments_enabled ?? true,
    approval_code: values.approval_code || null,
    expires_at: values.expires_at ?? null,
    publish_at: values.window?.[0] ?? null,
    unpublish_at: values.window?.[1] ?? null,
    sort: values.sort ?? 0,
  };
}

/** Form fields of the contract's date fields. */
const FIELD_OF_PATH: Record<string, keyof ContentFormValues> = {
  publish_at: 'window',
  unpublish_at: 'window',
};

/** The fields a refused publish may name (contentPublishSchema). */
const PUBLISH_FIELDS: readonly (keyof ContentFormValues)[] = ['approval_code', 'expires_at', 'cover'];

export interface ContentEditorProps {
  /** The content to edit; absent to create one. */
  contentId?: number;
}

/**
 * The content editor: every field of a content, validated with the server's schema before it is
 * sent; publish and unpublish for a saved content. An edit made from an outdated copy is refused
 * by the server (40900) and offered a reload.
 */
export function ContentEditor({ contentId }: ContentEditorProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ContentFormValues>();
  const publish = usePublishContent();
  const contentType = Form.useWatch('content_type', form);
  const editor = useEditorForm({
    id: contentId,
    form,
    record: useContent(contentId),
    save: useSaveContent(),
    toValues: toFormValues,
    toInput: (values) => {
      const input = toInput(values);
      // The server's own schema first: the same messages, without a round trip.
      const checked = adminContentCreateSchema.safeParse(input);
      if (!checked.success) {
        form.setFields(
          zodFieldErrors<keyof ContentFormValues>(
            checked.error,
            'title',
            (path) => FIELD_OF_PATH[path] ?? (path as keyof ContentFormValues),
          ),
        );
        return null;
      }
      return input;
    },
    editPath: contentEditorPath,
    text: text.editor,
  });
  const loaded = editor.loaded;

  if (editor.loading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (editor.missing) {
    return (
      <Result
        status="404"
        title={text.editor.notFound}
        extra={<Link to={contentPaths.contents}>{text.editor.back}</Link>}
      />
    );
  }

  const online = loaded?.status === 1;
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" styles={{ body: { padding: 16 } }}>
        <EditorHeader
          backTo={contentPaths.contents}
          backLabel={text.editor.back}
          title={loaded ? text.editor.editTitle(loaded.id) : text.editor.createTitle}
          tag={loaded ? <ContentStateTag state={loaded.state} /> : null}
          actions={
            loaded ? (
              <PublishToggleAction
                asButton
                online={online}
                busy={publish.isPending}
                text={text.contents}
                onConfirm={() =>
                  publish.mutate(
                    { content: loaded, action: online ? 'unpublish' : 'publish' },
                    {
                      onSuccess: () =>
                        void message.success(online ? text.contents.unpublished : text.contents.published),
                      // The toast says why; the fields it names are marked too (a missing cover).
                      onError: (error) => {
                        const errors = serverFieldErrors(error, PUBLISH_FIELDS, 'title');
                        if (errors) showFieldErrors(form, errors);
                      },
                    },
                  )
                }
              />
            ) : null
          }
          saving={editor.saving}
          text={text.editor}
          onSave={() => form.submit()}
        />
      </Card>
      {editor.stale ? <EditorStaleAlert text={text.editor} onReload={editor.reload} /> : null}
      {online ? <Alert type="info" showIcon title={text.editor.publishedHint} /> : null}
      <Form<ContentFormValues>
        form={form}
        layout="vertical"
        initialValues={loaded ? toFormValues(loaded) : EMPTY}
        onFinish={editor.submit}
        scrollToFirstError
      >
        <Flex vertical gap={16}>
          <Card title={text.editor.sections.basic} variant="borderless">
            <Row gutter={24}>
              <Col xs={24} lg={14}>
                <Form.Item name="title" label={fieldText.title} required rules={[zodFormRule(shape.title)]}>
                  <Input
                    placeholder={fieldText.titlePlaceholder}
                    maxLength={EDITOR_TEXT_MAX.title}
                    showCount
                  />
                </Form.Item>
                <Flex gap={32} wrap>
                  <Form.Item name="list_type" label={fieldText.listType} required>
                    <Radio.Group
                      optionType="button"
                      options={[1, 2, 3].map((value) => ({ value, label: text.listTypes[value] }))}
                    />
                  </Form.Item>
                  <Form.Item name="content_type" label={fieldText.contentType} required>
                    <Radio.Group
                      optionType="button"
                      options={[1, 2].map((value) => ({ value, label: text.contentTypes[value] }))}
                    />
                  </Form.Item>
                </Flex>
                <Form.Item name="summary" label={fieldText.summary} rules={[zodFormRule(shape.summary)]}>
                  <Input.TextArea
                    placeholder={fieldText.summaryPlaceholder}
                    maxLength={EDITOR_TEXT_MAX.summary}
                    showCount
                    rows={3}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} lg={10}>
                <Form.Item name="cover" label={fieldText.cover}>
                  <ImageUploadField hint={fieldText.coverHint} />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title={text.editor.sections.media} variant="borderless">
            {/* Kept mounted (hidden) for text-and-image content, so switching back and forth keeps the address. */}
            <Form.Item
              name="video_url"
              label={fieldText.video}
              required
              hidden={contentType !== 1}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: unknown) => {
                    if (getFieldValue('content_type') !== 1) return;
                    const result = requiredVideoAddressSchema.safeParse(value ?? '');
                    if (!result.success) throw new Error(result.error.issues[0]?.message);
                  },
                }),
              ]}
            >
              <VideoField />
            </Form.Item>
            <Form.Item
              name="duration"
              label={fieldText.duration}
              extra={fieldText.durationHint}
              rules={[zodFormRule(shape.duration)]}
            >
              <InputNumber min={0} precision={0} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="body" label={contentType === 1 ? fieldText.videoBody : fieldText.body}>
              <RichTextEditor />
            </Form.Item>
          </Card>

          <Card title={text.editor.sections.classification} variant="borderless">
            <Row gutter={24}>
              <Col xs={24} md={8}>
                <Form.Item name="category_id" label={fieldText.category}>
                  <CategoryTreeSelect placeholder={fieldText.categoryPlaceholder} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="tag_ids" label={fieldText.tags}>
                  <TermSelect kind="tags" placeholder={fieldText.tagsPlaceholder} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="disease_ids" label={fieldText.diseases}>
                  <TermSelect kind="diseases" placeholder={fieldText.diseasesPlaceholder} />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title={text.editor.sections.speaker} variant="borderless">
            <Row gutter={24}>
              <Col xs={24} md={6}>
                <Form.Item
                  name="speaker_name"
                  label={fieldText.speakerName}
                  rules={[zodFormRule(shape.speaker_name)]}
                >
                  <Input maxLength={EDITOR_TEXT_MAX.speakerName} />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item
                  name="speaker_title"
                  label={fieldText.speakerTitle}
                  rules={[zodFormRule(shape.speaker_title)]}
                >
                  <Input maxLength={EDITOR_TEXT_MAX.speakerTitle} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="speaker_hospital"
                  label={fieldText.speakerHospital}
                  rules={[zodFormRule(shape.speaker_hospital)]}
                >
                  <Input maxLength={EDITOR_TEXT_MAX.speakerHospital} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="speaker_avatar" label={fieldText.speakerAvatar}>
              <ImageUploadField width={96} />
            </Form.Item>
          </Card>

          <Card title={text.editor.sections.publishing} variant="borderless">
            <Row gutter={24}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="approval_code"
                  label={fieldText.approvalCode}
                  rules={[zodFormRule(shape.approval_code)]}
                >
                  <Input
                    placeholder={fieldText.approvalCodePlaceholder}
                    maxLength={EDITOR_TEXT_MAX.approvalCode}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="expires_at" label={fieldText.expiresAt} extra={fieldText.expiresHint}>
                  <ShanghaiDateTimePicker style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="sort" label={fieldText.sort} extra={fieldText.sortHint}>
                  <InputNumber precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="window" label={fieldText.window}>
              <ShanghaiDateTimeRangePicker
                allowEmpty={[true, true]}
                placeholder={[fieldText.windowStart, fieldText.windowEnd]}
                style={{ maxWidth: 480, width: '100%' }}
              />
            </Form.Item>
            <Flex gap={32} wrap>
              <Form.Item name="hcp_only" label={fieldText.hcpOnly} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item
                name="no_skip"
                label={fieldText.noSkip}
                valuePropName="checked"
                hidden={contentType !== 1}
              >
                <Switch />
              </Form.Item>
              <Form.Item name="comments_enabled" label={fieldText.commentsEnabled} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Flex>
          </Card>
        </Flex>
      </Form>
    </Flex>
  );
}
