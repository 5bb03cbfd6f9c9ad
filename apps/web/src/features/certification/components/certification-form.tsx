import { type CertificationInfo, DEPARTMENTS, TITLES, type UserInfo } from '@ia/shared';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NameField } from '../../../components/forms/components/contact-fields';
import formStyles from '../../../components/forms/components/forms.module.css';
import { HospitalFields } from '../../../components/forms/components/hospital-fields';
import {
  ImageUploadField,
  type UploadedPhoto,
} from '../../../components/forms/components/image-upload-field';
import { OptionListField } from '../../../components/forms/components/option-list-field';
import { FormSkeleton, LoadError } from '../../../components/forms/components/page-states';
import { SubmitButton } from '../../../components/forms/components/submit-button';
import { useFieldRules } from '../../../components/forms/hooks/use-field-rules';
import { showSubmitError } from '../../../components/forms/lib/server-field-errors';
import { toast } from '../../../lib/notify';
import { useUserInfo } from '../../users';
import { useCertificationInfo } from '../api/get-certification-info';
import { useSubmitCertification } from '../api/submit-certification';
import {
  type CertificationFormValues,
  certificationFieldOf,
  certificationFormValuesOf,
  toCertificationRequest,
} from '../lib/certification-form-values';
import styles from './certification.module.css';
import { CertificationSteps } from './certification-steps';

/** Longest licence number the certification contract accepts. */
const LICENCE_NUMBER_MAX_LENGTH = 40;

/**
 * /veevaupload: name, hospital, department, title, licence number and up to 3 photos, sent to
 * examine/vevea-examine-create, or examine/vevea-examine-update when resubmitting after a
 * rejection. While a submission is pending or approved there is nothing to send.
 */
export function CertificationForm() {
  const info = useCertificationInfo();
  const userInfo = useUserInfo();
  // The profile only pre-fills the form: without it (still loading or failed) the form stays usable.
  if (info.isPending || (userInfo.isPending && userInfo.fetchStatus !== 'idle')) return <FormSkeleton />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  if (info.data.status === 'pending' || info.data.status === 'approved') {
    return <NothingToSubmit status={info.data.status} />;
  }
  return <LoadedCertificationForm info={info.data} user={userInfo.data} />;
}

function NothingToSubmit({ status }: { status: 'pending' | 'approved' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.card}>
      <Result
        status={status === 'pending' ? 'waiting' : 'success'}
        title={t(
          status === 'pending' ? 'registration.certification.pending' : 'registration.certification.approved',
        )}
        description={t(
          status === 'pending'
            ? 'registration.certification.alreadyPending'
            : 'registration.certification.alreadyApproved',
        )}
      />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => void navigate('/veeva', { replace: true })}
        >
          {t('registration.certification.backToStatus')}
        </Button>
      </div>
    </div>
  );
}

function LoadedCertificationForm({ info, user }: { info: CertificationInfo; user: UserInfo | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { label, rule, choiceRule } = useFieldRules();
  const [form] = Form.useForm<CertificationFormValues>();
  const submit = useSubmitCertification();
  const photos = Form.useWatch<UploadedPhoto[] | undefined>('photos', form);
  const initialValues = certificationFormValuesOf(info, user);

  // mutateAsync, not mutate(…, { onSuccess }): the hook's own success step writes the pending
  // status into the cache, which swaps this form out, and TanStack Query skips the callbacks of
  // a mutate() whose component has gone. The awaited promise still settles.
  const handleFinish = async (values: CertificationFormValues) => {
    try {
      await submit.mutateAsync({
        request: toCertificationRequest({ ...initialValues, ...values }),
        resubmission: info.status === 'rejected',
      });
    } catch (error) {
      showSubmitError(form, error, certificationFieldOf);
      return;
    }
    toast(t('registration.certification.submitted'));
    void navigate('/veeva', { replace: true });
  };

  return (
    <>
      <CertificationSteps status={info.status} photosAdded={(photos ?? []).length > 0} />
      <p className={formStyles.intro}>{t('registration.certification.formIntro')}</p>
      <Form
        form={form}
        initialValues={initialValues}
        onFinish={handleFinish}
        mode="card"
        footer={
          <div className={formStyles.footer}>
            <SubmitButton pending={submit.isPending}>{t('registration.certification.submit')}</SubmitButton>
          </div>
        }
      >
        <Form.Header>{t('registration.certification.steps.fill')}</Form.Header>
        <NameField />
        <HospitalFields />
        <OptionListField name="department" options={DEPARTMENTS} />
        <OptionListField name="title" options={TITLES} />
        <Form.Item
          name="licence_number"
          label={label('licenceNumber')}
          rules={rule('text', 'licenceNumber', { max: LICENCE_NUMBER_MAX_LENGTH })}
        >
          <Input
            placeholder={t('registration.placeholders.licenceNumber')}
            maxLength={LICENCE_NUMBER_MAX_LENGTH}
            clearable
          />
        </Form.Item>
        <Form.Header>{t('registration.certification.steps.upload')}</Form.Header>
        <Form.Item
          name="photos"
          label={label('photos')}
          layout="vertical"
          rules={choiceRule<UploadedPhoto[]>('photos', (photos) => photos?.map((photo) => String(photo.id)))}
        >
          <ImageUploadField purpose="certification" label={label('photos')} />
        </Form.Item>
      </Form>
    </>
  );
}
