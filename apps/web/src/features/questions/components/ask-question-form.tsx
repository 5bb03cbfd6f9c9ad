import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import TextArea from 'antd-mobile/es/components/text-area';
import { useTranslation } from 'react-i18next';
import {
  ImageUploadField,
  type UploadedPhoto,
} from '../../../components/forms/components/image-upload-field';
import { toast } from '../../../lib/notify';
import { useAskQuestion } from '../api/questions';

interface AskValues {
  content: string;
  images?: UploadedPhoto[];
}

/** Asking a question: the text and up to 3 images (uploaded first, sent as their ids). */
export function AskQuestionForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AskValues>();
  const ask = useAskQuestion();

  const handleFinish = async (values: AskValues) => {
    await ask.mutateAsync({
      content: values.content.trim(),
      image_ids: (values.images ?? []).map((image) => image.id),
    });
    toast(t('personalCentre.question.submitted'));
    form.resetFields();
    onDone();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void handleFinish(values).catch(() => undefined)}
      footer={
        <Button block type="submit" color="primary" loading={ask.isPending}>
          {t('personalCentre.question.submit')}
        </Button>
      }
    >
      <Form.Item
        name="content"
        label={t('personalCentre.question.contentLabel')}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if ((value ?? '').trim().length < QUESTION_MIN_LENGTH) {
                throw new Error(t('personalCentre.question.tooShort'));
              }
            },
          },
        ]}
      >
        <TextArea
          placeholder={t('personalCentre.question.contentPlaceholder')}
          maxLength={QUESTION_MAX_LENGTH}
          showCount
          rows={5}
        />
      </Form.Item>
      <Form.Item name="images" label={t('personalCentre.question.imagesLabel')}>
        <ImageUploadField purpose="image" label={t('personalCentre.question.imagesLabel')} />
      </Form.Item>
    </Form>
  );
}
