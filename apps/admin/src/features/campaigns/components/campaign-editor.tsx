import {
  adminCampaignFieldsSchema,
  CAMPAIGN_POINTS_MAX,
  CampaignAudience,
  EDITOR_TEXT_MAX,
} from '@ia/shared';
import {
  Alert,
  App,
  Card,
  Col,
  Flex,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Result,
  Row,
  Skeleton,
  Switch,
} from 'antd';
import { Link } from 'react-router';
import { useEditorControls } from '../../../components/editor-controls';
import {
  ApprovalFields,
  AudienceFields,
  EditorHeader,
  EditorStaleAlert,
  ScheduleFields,
} from '../../../components/editor-fields';
import { PublishToggleAction } from '../../../components/table-row-actions';
import { useEditorForm } from '../../../hooks/use-editor-form';
import { issuesToFieldErrors, serverFieldErrors, showFieldErrors } from '../../../lib/form-errors';
import { zodFormRule } from '../../../lib/zod-form-rule';
import { messages } from '../../../locales';
import { useCampaign, usePublishCampaign, useSaveCampaign } from '../api/campaigns';
import {
  CAMPAIGN_FORM_FIELDS,
  type CampaignFormValues,
  checkCampaignForm,
  EMPTY_CAMPAIGN,
  toCampaignFormValues,
  toCampaignInput,
} from '../campaign-form-values';
import { campaignDetailPath, campaignEditPath, campaignPaths } from '../campaign-paths';
import { CampaignStateTag } from './campaign-state-tag';

const text = messages.campaignsAdmin;
const fieldText = text.editor.fields;
const shape = adminCampaignFieldsSchema.shape;
const AUDIENCE_OPTIONS = CampaignAudience.map((value) => ({ value, label: text.audiences[value] }));

/**
 * A field checked by the contract as a whole: its own rule (an empty optional image is fine) and
 * the checks across fields (the end after the start, groups for a group audience).
 */
function contractRule(field: keyof CampaignFormValues): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const checked = checkCampaignForm(getFieldsValue(true) as CampaignFormValues);
      const issue = checked.error?.issues.find(
        (candidate) => candidate.path.length === 1 && candidate.path[0] === field,
      );
      if (issue) throw new Error(issue.message);
    },
  });
}

export interface CampaignEditorProps {
  /** The campaign to edit; absent to create one. */
  campaignId?: number;
}

/**
 * The campaign editor: every field of a campaign, checked with the server's schema before it is
 * sent (and the server's refusals put back on their fields); publish and unpublish for a saved
 * campaign. An edit made from an outdated copy is refused (40900) and offered a reload.
 */
export function CampaignEditor({ campaignId }: CampaignEditorProps) {
  const { message } = App.useApp();
  const controls = useEditorControls();
  const [form] = Form.useForm<CampaignFormValues>();
  const publish = usePublishCampaign();
  const editor = useEditorForm({
    id: campaignId,
    form,
    record: useCampaign(campaignId),
    save: useSaveCampaign(),
    toValues: toCampaignFormValues,
    toInput: (values) => {
      const checked = checkCampaignForm(values);
      if (!checked.success) {
        showFieldErrors(form, issuesToFieldErrors(checked.error.issues, CAMPAIGN_FORM_FIELDS, 'title'));
        return null;
      }
      return toCampaignInput(values);
    },
    editPath: campaignEditPath,
    text: text.editor,
    onSaveError: (error) => {
      const fieldErrors = serverFieldErrors(error, CAMPAIGN_FORM_FIELDS, 'title');
      if (fieldErrors) showFieldErrors(form, fieldErrors);
    },
  });
  const loaded = editor.loaded;

  if (editor.loading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (editor.missing) {
    return (
      <Result
        status="404"
        title={text.editor.notFound}
        extra={<Link to={campaignPaths.list}>{text.editor.back}</Link>}
      />
    );
  }

  const handleFinish = () => editor.submit(form.getFieldsValue(true) as CampaignFormValues);

  const online = loaded?.status === 'published';
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" styles={{ body: { padding: 16 } }}>
        <EditorHeader
          backTo={campaignPaths.list}
          backLabel={text.editor.back}
          title={loaded ? text.editor.editTitle(loaded.id) : text.editor.createTitle}
          tag={loaded ? <CampaignStateTag campaign={loaded} /> : null}
          actions={
            loaded ? (
              <>
                <Link to={campaignDetailPath(loaded.id)}>{text.list.manage}</Link>
                <PublishToggleAction
                  asButton
                  online={online}
                  busy={publish.isPending}
                  text={text.list}
                  onConfirm={() =>
                    publish.mutate(
                      { id: loaded.id, updated_at: loaded.updated_at, published: !online },
                      {
                        onSuccess: () =>
                          void message.success(online ? text.list.unpublished : text.list.published),
                        onError: editor.staleOn,
                      },
                    )
                  }
                />
              </>
            ) : null
          }
          saving={editor.saving}
          text={text.editor}
          onSave={() => form.submit()}
        />
      </Card>
      {editor.stale ? <EditorStaleAlert text={text.editor} onReload={editor.reload} /> : null}
      {online ? <Alert type="info" showIcon title={text.editor.publishedHint} /> : null}
      <Form<CampaignFormValues>
        form={form}
        layout="vertical"
        initialValues={loaded ? toCampaignFormValues(loaded) : EMPTY_CAMPAIGN}
        onFinish={handleFinish}
        scrollToFirstError
      >
        <Flex vertical gap={16}>
          <Card title={text.editor.sections.basic} variant="borderless">
            <Row gutter={24}>
              <Col xs={24} lg={12}>
                <Form.Item name="title" label={fieldText.title} required rules={[zodFormRule(shape.title)]}>
                  <Input
                    placeholder={fieldText.titlePlaceholder}
                    maxLength={EDITOR_TEXT_MAX.title}
                    showCount
                  />
                </Form.Item>
                <Form.Item name="summary" label={fieldText.summary} rules={[zodFormRule(shape.summary)]}>
                  <Input.TextArea
                    placeholder={fieldText.summaryPlaceholder}
                    maxLength={EDITOR_TEXT_MAX.summary}
                    showCount
                    rows={3}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={6}>
                <Form.Item name="cover" label={fieldText.cover} rules={[contractRule('cover')]}>
                  <controls.ImageUpload hint={fieldText.coverHint} width={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} lg={6}>
                <Form.Item name="poster" label={fieldText.poster} rules={[contractRule('poster')]}>
                  <controls.ImageUpload hint={fieldText.posterHint} width={200} />
                </Form.Item>
              </Col>
            </Row>
          </Card>

          <Card title={text.editor.sections.description} variant="borderless">
            <Form.Item
              name="description"
              label={fieldText.description}
              rules={[zodFormRule(shape.description)]}
            >
              <controls.RichTextEditor placeholder={fieldText.descriptionPlaceholder} />
            </Form.Item>
            <Form.Item name="requires_desc" label={fieldText.requiresDesc} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Card>

          <Card title={text.editor.sections.schedule} variant="borderless">
            <ScheduleFields text={fieldText} endRule={contractRule('end_at')} />
            <AudienceFields
              text={fieldText}
              options={AUDIENCE_OPTIONS}
              memberGroupsRule={contractRule('member_group_ids')}
            />
          </Card>

          <Card title={text.editor.sections.rules} variant="borderless">
            <Flex gap={32} wrap>
              <Form.Item
                name="form_points"
                label={fieldText.formPoints}
                extra={fieldText.formPointsHint}
                rules={[contractRule('form_points')]}
              >
                <InputNumber min={0} max={CAMPAIGN_POINTS_MAX} precision={0} style={{ width: 180 }} />
              </Form.Item>
              <Form.Item name="comments_enabled" label={fieldText.commentsEnabled} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Flex>
          </Card>

          <Card title={text.editor.sections.approval} variant="borderless">
            <Row gutter={24}>
              <ApprovalFields
                text={fieldText}
                codeRule={zodFormRule(shape.approval_code)}
                expiresRule={contractRule('expires_at')}
              />
              <Col xs={24} md={8}>
                <Form.Item
                  name="sort"
                  label={fieldText.sort}
                  extra={text.common.sortHint}
                  rules={[contractRule('sort')]}
                >
                  <InputNumber precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
        </Flex>
      </Form>
    </Flex>
  );
}
