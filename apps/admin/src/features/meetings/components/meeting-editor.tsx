import {
  adminMeetingFieldsSchema,
  adminSpeakerSchema,
  EDITOR_TEXT_MAX,
  MEETING_TEXT_MAX,
  MeetingAudience,
} from '@ia/shared';
import {
  Alert,
  App,
  Button,
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
import { useState } from 'react';
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
import { useCancelMeeting, useMeeting, usePublishMeeting, useSaveMeeting } from '../api/meetings';
import {
  type AgendaValues,
  type ChapterValues,
  checkMeetingForm,
  EMPTY_MEETING,
  formatSeconds,
  MEETING_FORM_FIELDS,
  type MeetingFormValues,
  type SpeakerValues,
  toMeetingFormValues,
  toMeetingInput,
} from '../meeting-form-values';
import { meetingDetailPath, meetingEditPath, meetingPaths } from '../meeting-paths';
import { CancelMeetingModal } from './cancel-meeting-modal';
import { FormListRows } from './form-list-rows';
import { MeetingStateTag } from './meeting-state-tag';
import { canCancelMeeting } from './meeting-table';

const text = messages.meetingsAdmin;
const fieldText = text.editor.fields;
const shape = adminMeetingFieldsSchema.shape;
const AUDIENCE_OPTIONS = MeetingAudience.map((value) => ({ value, label: text.audiences[value] }));
const speakerShape = adminSpeakerSchema.shape;
const agendaShape = shape.agenda.unwrap().element.shape;
const chapterShape = shape.chapters.unwrap().element.shape;

const BLANK_SPEAKER: SpeakerValues = { name: '', title: null, hospital: null, avatar: null };
const BLANK_AGENDA: AgendaValues = { time: '', title: '', speaker: null };
const BLANK_CHAPTER: ChapterValues = { title: '', start: null };

/**
 * A field checked by the contract as a whole: its own rule (an empty optional address is fine)
 * and the checks across fields (the end after the start, groups for a group audience, HLS for
 * live), reported on `field` as soon as it is edited.
 */
function contractRule(field: keyof MeetingFormValues): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const checked = checkMeetingForm(getFieldsValue(true) as MeetingFormValues);
      const issue = checked.error?.issues.find(
        (candidate) => candidate.path.length === 1 && candidate.path[0] === field,
      );
      if (issue) throw new Error(issue.message);
    },
  });
}

export interface MeetingEditorProps {
  /** The meeting to edit; absent to create one. */
  meetingId?: number;
}

/**
 * The meeting editor: every field of a meeting, checked with the server's schema before it is
 * sent (and the server's refusals put back on their fields); publish, unpublish and cancel for a
 * saved meeting. An edit made from an outdated copy is refused (40900) and offered a reload.
 */
export function MeetingEditor({ meetingId }: MeetingEditorProps) {
  const { message } = App.useApp();
  const controls = useEditorControls();
  const [form] = Form.useForm<MeetingFormValues>();
  const publish = usePublishMeeting();
  const cancel = useCancelMeeting();
  const [cancelOpen, setCancelOpen] = useState(false);
  const playbackDuration = Form.useWatch('playback_duration', form);
  const editor = useEditorForm({
    id: meetingId,
    form,
    record: useMeeting(meetingId),
    save: useSaveMeeting(),
    toValues: toMeetingFormValues,
    toInput: (values) => {
      // The server's own schema first: the same messages, without a round trip.
      const checked = checkMeetingForm(values);
      if (!checked.success) {
        showFieldErrors(form, issuesToFieldErrors(checked.error.issues, MEETING_FORM_FIELDS, 'title'));
        return null;
      }
      return toMeetingInput(values);
    },
    editPath: meetingEditPath,
    text: text.editor,
    onSaveError: (error) => {
      const fieldErrors = serverFieldErrors(error, MEETING_FORM_FIELDS, 'title');
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
        extra={<Link to={meetingPaths.list}>{text.editor.back}</Link>}
      />
    );
  }

  const handleFinish = () => editor.submit(form.getFieldsValue(true) as MeetingFormValues);

  const online = loaded?.status === 'published';
  return (
    <Flex vertical gap={16}>
      <Card variant="borderless" styles={{ body: { padding: 16 } }}>
        <EditorHeader
          backTo={meetingPaths.list}
          backLabel={text.editor.back}
          title={loaded ? text.editor.editTitle(loaded.id) : text.editor.createTitle}
          tag={loaded ? <MeetingStateTag meeting={loaded} /> : null}
          actions={
            loaded ? (
              <>
                <Link to={meetingDetailPath(loaded.id)}>{text.common.detail}</Link>
                {canCancelMeeting(loaded) ? (
                  <Button danger onClick={() => setCancelOpen(true)}>
                    {text.list.cancel}
                  </Button>
                ) : null}
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
      {loaded?.state === 'cancelled' ? (
        <Alert type="error" showIcon title={text.editor.cancelledHint(loaded.cancel_reason)} />
      ) : online ? (
        <Alert type="info" showIcon title={text.editor.publishedHint} />
      ) : null}
      <Form<MeetingFormValues>
        form={form}
        layout="vertical"
        initialValues={loaded ? toMeetingFormValues(loaded) : EMPTY_MEETING}
        onFinish={handleFinish}
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
                <Form.Item name="summary" label={fieldText.summary} rules={[zodFormRule(shape.summary)]}>
                  <Input.TextArea
                    placeholder={fieldText.summaryPlaceholder}
                    maxLength={EDITOR_TEXT_MAX.summary}
                    showCount
                    rows={3}
                  />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="category_id" label={fieldText.category}>
                      <controls.CategorySelect placeholder={fieldText.categoryPlaceholder} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="tag_ids" label={fieldText.tags}>
                      <controls.TagSelect placeholder={fieldText.tagsPlaceholder} />
                    </Form.Item>
                  </Col>
                </Row>
              </Col>
              <Col xs={24} lg={10}>
                <Form.Item name="cover" label={fieldText.cover} rules={[contractRule('cover')]}>
                  <controls.ImageUpload hint={fieldText.coverHint} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="description"
              label={fieldText.description}
              rules={[zodFormRule(shape.description)]}
            >
              <controls.RichTextEditor placeholder={fieldText.descriptionPlaceholder} />
            </Form.Item>
          </Card>

          <Card title={text.editor.sections.speakers} variant="borderless">
            <FormListRows<SpeakerValues>
              name="speakers"
              blank={BLANK_SPEAKER}
              addLabel={fieldText.addSpeaker}
              empty={fieldText.noSpeakers}
              max={30}
              renderRow={(field) => (
                <>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={fieldText.speakerName}
                    required
                    rules={[zodFormRule(speakerShape.name)]}
                    style={{ width: 160 }}
                  >
                    <Input maxLength={EDITOR_TEXT_MAX.speakerName} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'title']}
                    label={fieldText.speakerTitle}
                    rules={[zodFormRule(speakerShape.title)]}
                    style={{ width: 160 }}
                  >
                    <Input maxLength={EDITOR_TEXT_MAX.speakerTitle} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'hospital']}
                    label={fieldText.speakerHospital}
                    rules={[zodFormRule(speakerShape.hospital)]}
                    style={{ flex: 1, minWidth: 200 }}
                  >
                    <Input maxLength={EDITOR_TEXT_MAX.speakerHospital} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'avatar']} label={fieldText.speakerAvatar}>
                    <controls.ImageUpload width={64} />
                  </Form.Item>
                </>
              )}
            />
          </Card>

          <Card title={text.editor.sections.agenda} variant="borderless">
            <FormListRows<AgendaValues>
              name="agenda"
              blank={BLANK_AGENDA}
              addLabel={fieldText.addAgenda}
              empty={fieldText.noAgenda}
              max={60}
              renderRow={(field) => (
                <>
                  <Form.Item
                    name={[field.name, 'time']}
                    label={fieldText.agendaTime}
                    required
                    rules={[zodFormRule(agendaShape.time)]}
                    style={{ width: 160 }}
                  >
                    <Input
                      placeholder={fieldText.agendaTimePlaceholder}
                      maxLength={MEETING_TEXT_MAX.agendaTime}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'title']}
                    label={fieldText.agendaTitle}
                    required
                    rules={[zodFormRule(agendaShape.title)]}
                    style={{ flex: 1, minWidth: 240 }}
                  >
                    <Input maxLength={MEETING_TEXT_MAX.agendaTitle} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'speaker']}
                    label={fieldText.agendaSpeaker}
                    rules={[zodFormRule(agendaShape.speaker)]}
                    style={{ width: 160 }}
                  >
                    <Input maxLength={MEETING_TEXT_MAX.agendaSpeaker} />
                  </Form.Item>
                </>
              )}
            />
          </Card>

          <Card title={text.editor.sections.schedule} variant="borderless">
            <ScheduleFields text={fieldText} endRule={contractRule('end_at')} />
            <Form.Item
              name="live_url"
              label={fieldText.liveUrl}
              extra={fieldText.liveUrlHint}
              rules={[contractRule('live_url')]}
            >
              <Input
                placeholder={fieldText.liveUrlPlaceholder}
                maxLength={EDITOR_TEXT_MAX.videoAddress}
                allowClear
              />
            </Form.Item>
          </Card>

          <Card title={text.editor.sections.playback} variant="borderless">
            <Form.Item
              name="playback_url"
              label={fieldText.playbackUrl}
              extra={fieldText.playbackHint}
              rules={[contractRule('playback_url')]}
            >
              <controls.VideoUpload />
            </Form.Item>
            <Form.Item
              name="playback_duration"
              label={fieldText.playbackDuration}
              extra={fieldText.playbackDurationHint(formatSeconds(playbackDuration))}
              rules={[contractRule('playback_duration')]}
            >
              <InputNumber min={0} max={24 * 3600} precision={0} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item label={fieldText.chapters} style={{ marginBottom: 0 }}>
              <FormListRows<ChapterValues>
                name="chapters"
                blank={BLANK_CHAPTER}
                addLabel={fieldText.addChapter}
                empty={fieldText.noChapters}
                max={100}
                renderRow={(field) => (
                  <>
                    <Form.Item
                      name={[field.name, 'title']}
                      label={fieldText.chapterTitle}
                      required
                      rules={[zodFormRule(chapterShape.title)]}
                      style={{ flex: 1, minWidth: 240 }}
                    >
                      <Input maxLength={MEETING_TEXT_MAX.chapterTitle} />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {({ getFieldValue }) => (
                        <Form.Item
                          name={[field.name, 'start']}
                          label={fieldText.chapterStart}
                          required
                          rules={[zodFormRule(chapterShape.start)]}
                          extra={fieldText.chapterAt(
                            formatSeconds(getFieldValue(['chapters', field.name, 'start']) as number | null),
                          )}
                          style={{ width: 160 }}
                        >
                          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      )}
                    </Form.Item>
                  </>
                )}
              />
            </Form.Item>
          </Card>

          <Card title={text.editor.sections.audience} variant="borderless">
            <AudienceFields
              text={fieldText}
              options={AUDIENCE_OPTIONS}
              memberGroupsRule={contractRule('member_group_ids')}
            />
            <Form.Item name="comments_enabled" label={fieldText.commentsEnabled} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Card>

          <Card title={text.editor.sections.approval} variant="borderless">
            <Row gutter={24}>
              <ApprovalFields
                text={fieldText}
                codeRule={zodFormRule(shape.approval_code)}
                expiresRule={contractRule('expires_at')}
              />
            </Row>
          </Card>
        </Flex>
      </Form>
      <CancelMeetingModal
        meeting={cancelOpen && loaded ? loaded : null}
        submitting={cancel.isPending}
        onCancel={() => setCancelOpen(false)}
        onSubmit={(reason) =>
          loaded &&
          cancel.mutate(
            { id: loaded.id, reason },
            {
              onSuccess: () => {
                void message.success(text.cancelModal.done);
                setCancelOpen(false);
              },
            },
          )
        }
      />
    </Flex>
  );
}
