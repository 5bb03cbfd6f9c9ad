import type { UserInfo } from '@ia/shared';
import Form from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/forms/components/forms.module.css';
import { FormSkeleton, LoadError } from '../../../components/forms/components/page-states';
import { SubmitButton } from '../../../components/forms/components/submit-button';
import { showSubmitError } from '../../../components/forms/lib/server-field-errors';
import { StaffDetailsFields } from '../../../components/forms/staff/staff-details-fields';
import {
  type StaffFormValues,
  staffFieldOf,
  staffFormValuesOf,
} from '../../../components/forms/staff/staff-form-values';
import { toast } from '../../../lib/notify';
import { useUserInfo } from '../../users';
import { useUpdateStaff } from '../api/update-staff';
import { useLeaveAfterSave } from '../hooks/use-leave-after-save';
import { ProfileNotice } from './profile-notice';

/** /staffinfoedit: a staff user's name, mobile and company mailbox (mail code when the mailbox changes). */
export function StaffProfileForm() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();

  if (userInfo.isPending) return <FormSkeleton rows={4} />;
  if (userInfo.isError) {
    return <LoadError onRetry={() => void userInfo.refetch()} retrying={userInfo.isFetching} />;
  }
  if (userInfo.data.kind !== 'staff') {
    return (
      <ProfileNotice
        message={t('registration.profile.staffOnly')}
        action={
          userInfo.data.registered
            ? { label: t('registration.information.edit'), to: '/userinfoedit' }
            : { label: t('registration.information.goRegister'), to: '/staffregister' }
        }
      />
    );
  }
  return <LoadedStaffProfileForm user={userInfo.data} />;
}

function LoadedStaffProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffFormValues>();
  const update = useUpdateStaff();
  const leave = useLeaveAfterSave('back');

  const handleFinish = (values: StaffFormValues) => {
    update.mutate(
      { values, verifiedEmail: user.email },
      {
        onSuccess: () => {
          toast(t('registration.profile.saved'));
          leave();
        },
        onError: (error) => showSubmitError(form, error, staffFieldOf),
      },
    );
  };

  return (
    <Form
      form={form}
      initialValues={staffFormValuesOf(user)}
      onFinish={handleFinish}
      mode="card"
      footer={
        <div className={styles.footer}>
          <SubmitButton pending={update.isPending}>{t('registration.form.save')}</SubmitButton>
        </div>
      }
    >
      <StaffDetailsFields codePurpose="update" verifiedEmail={user.email ?? ''} />
    </Form>
  );
}
