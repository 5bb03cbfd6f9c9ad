import Form from 'antd-mobile/es/components/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from '../../../components/forms/components/forms.module.css';
import { SubmitButton } from '../../../components/forms/components/submit-button';
import { revealFirstError } from '../../../components/forms/lib/reveal-first-error';
import { showSubmitError } from '../../../components/forms/lib/server-field-errors';
import { MemberDetailsFields } from '../../../components/forms/member/member-details-fields';
import { type MemberFormValues, memberFieldOf } from '../../../components/forms/member/member-form-values';
import { useRegisterMember } from '../api/register-member';
import { useFinishRegistration } from '../hooks/use-finish-registration';

const EMPTY_INTERESTS: MemberFormValues = {
  skill_areas: [],
  interesting_topics: [],
  interesting_systems: [],
  work_upgrades: [],
};

/** Member registration (/register): the member details with an SMS code, then member-register. */
export function MemberRegisterForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [form] = Form.useForm<MemberFormValues>();
  const register = useRegisterMember();
  const finishRegistration = useFinishRegistration();
  const formRef = useRef<HTMLDivElement>(null);

  const handleFinish = (values: MemberFormValues) => {
    register.mutate(values, {
      onSuccess: (user) => void finishRegistration(user),
      onError: (error) => showSubmitError(form, error, memberFieldOf),
    });
  };

  const handleFinishFailed = ({ errorFields }: { errorFields: readonly unknown[] }) =>
    revealFirstError(formRef.current, t('registration.incomplete', { count: errorFields.length }));

  return (
    <div ref={formRef}>
      <p className={styles.intro}>{t('registration.register.intro')}</p>
      <Form
        form={form}
        initialValues={EMPTY_INTERESTS}
        onFinish={handleFinish}
        onFinishFailed={handleFinishFailed}
        mode="card"
        footer={<SubmitButton pending={register.isPending}>{t('registration.register.submit')}</SubmitButton>}
      >
        <MemberDetailsFields form={form} codePurpose="register" />
      </Form>
      <p className={styles.intro}>
        <Link to={`/staffregister${search}`}>{t('registration.register.staffEntry')}</Link>
      </p>
    </div>
  );
}
