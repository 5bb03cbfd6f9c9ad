import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AdminContentForm,
  type AdminContentFormSave,
  type AdminFormQuestion,
  adminContentFormSaveSchema,
  FORM_DESCRIPTION_MAX_LENGTH,
  FORM_OPTION_MAX_LENGTH,
  FORM_OPTIONS_MAX,
  FORM_QUESTION_LABEL_MAX_LENGTH,
  FORM_QUESTIONS_MAX,
  FORM_TITLE_MAX_LENGTH,
  FormQuestionKind,
  type FormQuestionKindValue,
} from '@ia/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  type FormInstance,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { describeApiError } from '../../../lib/api-errors';
import { messages } from '../../../locales';
import { useSaveContentForm } from '../api/save-content-form';
import { type FormTarget, isCampaignTarget } from '../form-target';

const text = messages.contentForms.editor;

interface QuestionValues {
  id?: number;
  kind: FormQuestionKindValue;
  label: string;
  required: boolean;
  public_answers: boolean;
  options: string[];
}

interface EditorValues {
  title: string;
  description: string;
  enabled: boolean;
  questions: QuestionValues[];
}

const KIND_OPTIONS = FormQuestionKind.map((kind) => ({ value: kind, label: text.kinds[kind] ?? kind }));
const NEW_QUESTION: QuestionValues = {
  kind: 'input',
  label: '',
  required: false,
  public_answers: false,
  options: [],
};

/** The editor's values for a stored form (or a fresh one with a single question). */
function editorValues(form: AdminContentForm['form']): EditorValues {
  if (!form) return { title: '', description: '', enabled: true, questions: [{ ...NEW_QUESTION }] };
  return {
    title: form.title,
    description: form.description ?? '',
    enabled: form.enabled,
    questions: form.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      label: question.label,
      required: question.required,
      public_answers: question.public_answers,
      options: question.options,
    })),
  };
}

/** What PUT /contents/:id/form receives: ids sent back keep their questions (and answers). */
function savePayload(values: EditorValues): Omit<AdminContentFormSave, 'type'> {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    enabled: values.enabled,
    questions: values.questions.map((question) => ({
      ...(question.id === undefined ? {} : { id: question.id }),
      kind: question.kind,
      label: question.label.trim(),
      required: question.required,
      public_answers: question.public_answers,
      options:
        question.kind === 'select' ? question.options.map((option) => option.trim()).filter(Boolean) : [],
    })),
  };
}

export interface ContentFormEditorProps {
  /** The content (or campaign) the form belongs to. */
  target: FormTarget;
  /** The stored form, null before one exists (from GET /contents/:id/form). */
  form: AdminContentForm['form'];
  /** Called after a successful save with the stored form. */
  onSaved?: (saved: AdminContentForm) => void;
}

/**
 * The editor of a content's form: title, description, on/off, and the questions in order
 * (input, textarea, single choice with options, image upload; required; public answers).
 */
export function ContentFormEditor({ target, form, onSaved }: ContentFormEditorProps) {
  const { message } = App.useApp();
  const [antForm] = Form.useForm<EditorValues>();
  const save = useSaveContentForm(target);
  const original = new Map((form?.questions ?? []).map((question) => [question.id, question]));

  const handleFinish = (values: EditorValues) => {
    const parsed = adminContentFormSaveSchema.safeParse(savePayload(values));
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? messages.errors.unknown);
      return;
    }
    save.mutate(savePayload(values), {
      onSuccess: (saved) => {
        void message.success(text.saved);
        onSaved?.(saved);
      },
      onError: (error) => void message.error(describeApiError(error)),
    });
  };

  return (
    <Form<EditorValues>
      // A stored form (or its new version after saving) starts the editor afresh.
      key={form?.updated_at ?? 'new'}
      form={antForm}
      layout="vertical"
      initialValues={editorValues(form)}
      onFinish={handleFinish}
      style={{ maxWidth: 880 }}
    >
      {form ? null : (
        <Alert
          type="info"
          showIcon
          message={isCampaignTarget(target) ? text.noCampaignForm : text.noForm}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="title"
        label={text.title}
        rules={[{ required: true, whitespace: true, message: '请填写表单标题' }]}
      >
        <Input placeholder={text.titlePlaceholder} maxLength={FORM_TITLE_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="description" label={text.description}>
        <Input.TextArea
          placeholder={text.descriptionPlaceholder}
          maxLength={FORM_DESCRIPTION_MAX_LENGTH}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item label={text.enabled} tooltip={text.enabledHint}>
        <Form.Item name="enabled" valuePropName="checked" noStyle>
          <Switch aria-label={text.enabled} />
        </Form.Item>
      </Form.Item>

      <Typography.Title level={5}>{text.questions}</Typography.Title>
      <Form.List name="questions">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <QuestionCard
                key={field.key}
                form={antForm}
                name={field.name}
                index={index}
                count={fields.length}
                original={original}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= FORM_QUESTIONS_MAX}
              onClick={() => add({ ...NEW_QUESTION })}
            >
              {text.addQuestion}
            </Button>
          </Flex>
        )}
      </Form.List>

      <Space style={{ marginTop: 24 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {text.save}
        </Button>
        <Button onClick={() => antForm.resetFields()} disabled={save.isPending}>
          {text.reset}
        </Button>
      </Space>
    </Form>
  );
}

interface QuestionCardProps {
  form: FormInstance<EditorValues>;
  name: number;
  index: number;
  count: number;
  original: Map<number, AdminFormQuestion>;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function QuestionCard({ form, name, index, count, original, onMove, onRemove }: QuestionCardProps) {
  const id = Form.useWatch(['questions', name, 'id'], form) as number | undefined;
  const kind = Form.useWatch(['questions', name, 'kind'], form) as FormQuestionKindValue | undefined;
  const stored = id === undefined ? undefined : original.get(id);
  const answers = stored?.answer_count ?? 0;
  const kindChanged = stored !== undefined && kind !== undefined && stored.kind !== kind && answers > 0;

  const removeButtonProps = {
    type: 'text',
    size: 'small',
    danger: true,
    icon: <DeleteOutlined />,
    'aria-label': text.remove,
    title: text.remove,
    disabled: count <= 1,
  } as const;

  return (
    <Card
      size="small"
      title={
        <Space>
          {text.question(index + 1)}
          {answers > 0 ? <Tag>{text.answered(answers)}</Tag> : null}
        </Space>
      }
      extra={
        <Space size={0}>
          <Tooltip title={text.moveUp}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={text.moveUp}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            />
          </Tooltip>
          <Tooltip title={text.moveDown}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={text.moveDown}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            />
          </Tooltip>
          {answers > 0 ? (
            <Popconfirm
              title={text.removeAnsweredWarning}
              okText={text.remove}
              okButtonProps={{ danger: true }}
              cancelText={text.cancel}
              onConfirm={onRemove}
            >
              <Button {...removeButtonProps} />
            </Popconfirm>
          ) : (
            <Button {...removeButtonProps} onClick={onRemove} />
          )}
        </Space>
      }
    >
      <Form.Item name={[name, 'id']} hidden>
        <Input />
      </Form.Item>
      <Flex gap={12} wrap align="flex-start">
        <Form.Item name={[name, 'kind']} label={text.kind} style={{ width: 140, marginBottom: 8 }}>
          <Select options={KIND_OPTIONS} aria-label={text.kind} />
        </Form.Item>
        <Form.Item
          name={[name, 'label']}
          label={text.label}
          style={{ flex: 1, minWidth: 240, marginBottom: 8 }}
          rules={[{ required: true, whitespace: true, message: '请填写问题' }]}
        >
          <Input placeholder={text.labelPlaceholder} maxLength={FORM_QUESTION_LABEL_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name={[name, 'required']}
          label={text.required}
          valuePropName="checked"
          style={{ marginBottom: 8 }}
        >
          <Switch aria-label={text.required} />
        </Form.Item>
        <Form.Item
          name={[name, 'public_answers']}
          label={text.publicAnswers}
          tooltip={text.publicAnswersHint}
          valuePropName="checked"
          style={{ marginBottom: 8 }}
        >
          <Switch aria-label={text.publicAnswers} />
        </Form.Item>
      </Flex>
      {kind === 'select' ? (
        <Form.Item
          name={[name, 'options']}
          label={text.options}
          style={{ marginBottom: 8 }}
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                const options = (value ?? []).map((option) => option.trim()).filter(Boolean);
                if (options.length < 2) throw new Error('单选题至少需要 2 个选项');
                if (new Set(options).size !== options.length) throw new Error('选项不能重复');
                if (options.length > FORM_OPTIONS_MAX) throw new Error(`选项不能超过 ${FORM_OPTIONS_MAX} 个`);
                if (options.some((option) => option.length > FORM_OPTION_MAX_LENGTH)) {
                  throw new Error(`选项不能超过 ${FORM_OPTION_MAX_LENGTH} 字`);
                }
              },
            },
          ]}
        >
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', '，', '\n']}
            placeholder={text.optionsPlaceholder}
            aria-label={text.options}
          />
        </Form.Item>
      ) : null}
      {kindChanged ? <Alert type="warning" showIcon message={text.kindChangedWarning} /> : null}
    </Card>
  );
}
