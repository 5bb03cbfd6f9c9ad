import {
  type ContentForm,
  FIELD_MAX_LENGTH,
  type FormQuestion,
  formatDateTime,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_SIZE_KB,
} from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import TextArea from 'antd-mobile/es/components/text-area';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { uploadImage } from '../../../components/forms/api/upload-image';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '../../../components/forms/lib/image-file-check';
import { toast } from '../../../lib/notify';
import detailBlocks from '../../../styles/detail-blocks.module.css';
import { useClaimStatus, useContentForm, useSubmitContentForm } from '../api/content-form';
import styles from './content-forms.module.css';

/** Longest input answer (the server's limit for the input kind). */
const INPUT_MAX_LENGTH = 200;

type FieldValue = string | string[] | ImageUploadItem[] | undefined;
type FormValues = Record<string, FieldValue>;

const fieldName = (question: FormQuestion) => `q${question.id}`;

/** The stored answers as the fields' values: selects as a one-item list, uploads as image items. */
function toFieldValues(form: ContentForm): FormValues {
  const values: FormValues = {};
  for (const question of form.questions) {
    const answer = form.answers?.[String(question.id)];
    if (answer === undefined) continue;
    values[fieldName(question)] =
      question.kind === 'select'
        ? [answer]
        : question.kind === 'upload'
          ? answer
              .split(',')
              .filter(Boolean)
              .map((url) => ({ url }))
          : answer;
  }
  return values;
}

/** The fields' values as the answers POST content/form takes: by question id, uploads comma-separated. */
function toAnswers(form: ContentForm, values: FormValues): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of form.questions) {
    const value = values[fieldName(question)];
    const answer = Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item : item.url)).join(',')
      : (value ?? '').trim();
    if (answer) answers[String(question.id)] = answer;
  }
  return answers;
}

export interface ContentFormEntryProps {
  contentId: number;
  type: number;
}

/** 填写表单: the entry under the content, showing whether the viewer has submitted, opening the form. */
export function ContentFormEntry({ contentId, type }: ContentFormEntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const claim = useClaimStatus(contentId, true);
  const done = claim.data?.result === 1;
  return (
    <>
      <button type="button" className={styles.formEntry} onClick={() => setOpen(true)}>
        <span>
          <span className={styles.formEntryTitle}>{t('detail.form.entry')}</span>
          <br />
          <span className={styles.formEntryHint}>{t('detail.form.entryHint')}</span>
        </span>
        <span>
          {done ? <Tag color="success">{t('detail.form.entryDone')}</Tag> : null}
          <RightOutline aria-hidden="true" />
        </span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        destroyOnClose
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        <ContentFormSheet contentId={contentId} type={type} onClose={() => setOpen(false)} />
      </Popup>
    </>
  );
}

export interface ContentFormSheetProps extends ContentFormEntryProps {
  onClose: () => void;
}

/** The form itself (title, notice, fields, submit); `onClose` runs on the close mark and after a submission. */
export function ContentFormSheet({ contentId, type, onClose }: ContentFormSheetProps) {
  const { t } = useTranslation();
  const query = useContentForm(contentId, type, true);
  const submit = useSubmitContentForm(contentId, type);
  const form = query.data;
  const initialValues = useMemo(() => (form ? toFieldValues(form) : {}), [form]);

  const handleFinish = (values: FormValues) => {
    if (!form) return;
    submit.mutate(
      { form_id: form.id, content_id: contentId, answers: toAnswers(form, values) },
      {
        onSuccess: () => {
          toast(t('detail.form.submitted'));
          onClose();
        },
      },
    );
  };

  return (
    <div className={styles.sheet}>
      <div className={styles.sheetHeader}>
        <span>{form?.title ?? t('detail.form.entry')}</span>
        <button
          type="button"
          className={detailBlocks.linkButton}
          aria-label={t('app.close')}
          onClick={onClose}
        >
          <CloseOutline />
        </button>
      </div>
      <div className={styles.sheetBody}>
        {query.isPending ? (
          <Skeleton.Paragraph lineCount={5} animated />
        ) : query.isError || !form ? (
          <EmptyState
            compact
            title={t('detail.form.loadFailed')}
            action={
              <Button
                size="small"
                shape="rounded"
                color="primary"
                fill="outline"
                onClick={() => void query.refetch()}
              >
                {t('app.retry')}
              </Button>
            }
          />
        ) : (
          <>
            {form.description ? <p className={styles.sheetNotice}>{form.description}</p> : null}
            {form.submitted_at ? (
              <p className={styles.sheetNotice} role="status">
                {t('detail.form.submittedAt', { time: formatDateTime(form.submitted_at) })}
              </p>
            ) : null}
            <Form
              layout="vertical"
              initialValues={initialValues}
              onFinish={handleFinish}
              footer={
                <Button block type="submit" color="primary" shape="rounded" loading={submit.isPending}>
                  {form.submitted_at ? t('detail.form.resubmit') : t('detail.form.submit')}
                </Button>
              }
            >
              {[...form.questions]
                .sort((a, b) => a.sort - b.sort)
                .map((question) => (
                  <QuestionField key={question.id} question={question} />
                ))}
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

function QuestionField({ question }: { question: FormQuestion }) {
  const { t } = useTranslation();
  // Selects and uploads hold lists: "required" means at least one item, in their own words.
  const rules = !question.required
    ? []
    : question.kind === 'select'
      ? [
          {
            required: true,
            type: 'array' as const,
            min: 1,
            message: t('detail.form.requiredSelect', { label: question.label }),
          },
        ]
      : question.kind === 'upload'
        ? [
            {
              required: true,
              type: 'array' as const,
              min: 1,
              message: t('detail.form.requiredUpload', { label: question.label }),
            },
          ]
        : [
            {
              required: true,
              whitespace: true,
              message: t('detail.form.required', { label: question.label }),
            },
          ];
  return (
    <Form.Item name={fieldName(question)} label={question.label} required={question.required} rules={rules}>
      {question.kind === 'input' ? (
        <Input
          placeholder={t('detail.form.inputPlaceholder')}
          maxLength={INPUT_MAX_LENGTH}
          clearable
          aria-label={question.label}
        />
      ) : question.kind === 'textarea' ? (
        <TextArea
          placeholder={t('detail.form.inputPlaceholder')}
          maxLength={FIELD_MAX_LENGTH.textarea}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          aria-label={question.label}
        />
      ) : question.kind === 'select' ? (
        <Selector
          columns={1}
          options={question.options.map((option) => ({ label: option, value: option }))}
        />
      ) : (
        <FormImagesField label={question.label} />
      )}
    </Form.Item>
  );
}

interface FormImagesFieldProps {
  value?: ImageUploadItem[];
  onChange?: (value: ImageUploadItem[]) => void;
  label: string;
}

/** Up to UPLOAD_MAX_FILES public images (POST imageupload, purpose image); the answer keeps their URLs. */
function FormImagesField({ value, onChange, label }: FormImagesFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset aria-label={label} style={{ border: 0, margin: 0, padding: 0 }}>
      <ImageUploader
        value={value ?? []}
        onChange={onChange}
        maxCount={UPLOAD_MAX_FILES}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        beforeUpload={(file) => {
          const problem = imageFileProblem(file);
          if (problem === null) return file;
          toast(t(`registration.upload.${problem}`, { name: file.name, maxKb: UPLOAD_MAX_SIZE_KB }));
          return null;
        }}
        upload={async (file) => {
          const uploaded = await uploadImage(file, 'image');
          return { url: uploaded.url };
        }}
      />
    </fieldset>
  );
}
