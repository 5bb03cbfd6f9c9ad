import Form from 'antd-mobile/es/components/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from '../../../components/forms/components/forms.module.css';
import { SubmitButton } from '../../../components/forms/components/submit-button';
import { revealFirstError } from '../../../components/forms/lib/reveal-first-error';
import { showSubmitError } from '../../../components/forms/lib/server-field-errors';
import { StaffDetailsFields } from '../../../components/forms/staff/staff-details-fields';
import { type StaffFormValues, staffFieldOf } from '../../../components/forms/staff/staff-form-values';
import { useRegisterStaff } from '../api/register-staff';
import { useFinishRegistration } from '../hooks/use-finish-registration';

/** Staff registration (/staffregister): company mailbox with a mail code, then staff-register. */
export function StaffRegisterForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [form] = Form.useForm<StaffFormValues>();
  const register = useRegisterStaff();
  const finishRegistration = useFinishRegistration();
  const formRef = useRef<HTMLDivElement>(null);

  const handleFinish = (values: StaffFormValues) => {
    register.mutate(values, {
      onSuccess: (user) => void finishRegistration(user),
      onError: (error) => showSubmitError(form, error, staffFieldOf),
    });
  };

  const handleFinishFailed = ({ errorFields }: { errorFields: readonly unknown[] }) =>
    revealFirstError(formRef.current, t('registration.incomplete', { count: errorFields.length }));

  return (
    <div ref={formRef}>
      <p className={styles.intro}>{t('registration.staff.intro')}</p>
      <Form
        form={form}
        onFinish={handleFinish}
        onFinishFailed={handleFinishFailed}
        mode="card"
        footer={<SubmitButton pending={register.isPending}>{t('registration.staff.submit')}</SubmitButton>}
      >
        <StaffDetailsFields codePurpose="register" />
      </Form>
      <p className={styles.intro}>
        <Link to={`/register${search}`}>{t('registration.staff.memberEntry')}</Link>
      </p>
    </div>
  );
}
