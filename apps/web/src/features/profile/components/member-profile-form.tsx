import type { UserInfo } from '@ia/shared';
import Form from 'antd-mobile/es/components/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/forms/components/forms.module.css';
import { FormSkeleton, LoadError } from '../../../components/forms/components/page-states';
import { SubmitButton } from '../../../components/forms/components/submit-button';
import { showSubmitError } from '../../../components/forms/lib/server-field-errors';
import {
  MemberDetailsFields,
  type MemberDetailsFieldsProps,
} from '../../../components/forms/member/member-details-fields';
import {
  type MemberFormValues,
  memberFieldOf,
  memberFormValuesOf,
} from '../../../components/forms/member/member-form-values';
import { toast } from '../../../lib/notify';
import { useUserInfo } from '../../users';
import { useUpdateMember } from '../api/update-member';
import { useLeaveAfterSave } from '../hooks/use-leave-after-save';
import { ProfileNotice } from './profile-notice';

export interface MemberProfileFormProps {
  scope?: MemberDetailsFieldsProps['scope'];
  /** Shown above the form (the import or invalid-hospital explanation). */
  intro?: ReactNode;
  submitLabel: string;
  /** Where to go after saving when the address carries no `redirect`. */
  after: 'back' | 'home';
}

/**
 * Edits the signed-in member's details with PUT member/member-update: /userinfoedit,
 * /userInformationedit, /importregister (confirm imported details), /hospitallose (hospital
 * only) and /rankinfo (work details). Fields not shown keep their stored values.
 */
export function MemberProfileForm(props: MemberProfileFormProps) {
  const { t } = useTranslation();
  const userInfo = useUserInfo();

  if (userInfo.isPending) return <FormSkeleton />;
  if (userInfo.isError) {
    return <LoadError onRetry={() => void userInfo.refetch()} retrying={userInfo.isFetching} />;
  }
  const user = userInfo.data;
  if (user.kind === 'staff') {
    return (
      <ProfileNotice
        message={t('registration.profile.membersOnly')}
        action={{ label: t('registration.information.edit'), to: '/staffinfoedit' }}
      />
    );
  }
  if (!user.registered) {
    return (
      <ProfileNotice
        message={t('registration.information.notRegistered')}
        action={{ label: t('registration.information.goRegister'), to: '/register' }}
      />
    );
  }
  return <LoadedMemberProfileForm {...props} user={user} />;
}

function LoadedMemberProfileForm({
  user,
  scope = 'all',
  intro,
  submitLabel,
  after,
}: MemberProfileFormProps & { user: UserInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MemberFormValues>();
  const update = useUpdateMember();
  const leave = useLeaveAfterSave(after);
  const stored = memberFormValuesOf(user);
  // The invalid hospital is not offered again: the user has to choose or type a real one.
  const initialValues: MemberFormValues =
    scope === 'hospital' ? { ...stored, hospital: undefined, hospital_name: undefined } : stored;

  const handleFinish = (values: MemberFormValues) => {
    update.mutate(
      { values: { ...initialValues, ...values }, verifiedMobile: user.mobile },
      {
        onSuccess: () => {
          toast(t('registration.profile.saved'));
          leave();
        },
        onError: (error) => showSubmitError(form, error, memberFieldOf),
      },
    );
  };

  return (
    <>
      {intro}
      <Form
        form={form}
        initialValues={initialValues}
        onFinish={handleFinish}
        mode="card"
        footer={
          <div className={styles.footer}>
            <SubmitButton pending={update.isPending}>{submitLabel}</SubmitButton>
          </div>
        }
      >
        <MemberDetailsFields
          form={form}
          scope={scope}
          codePurpose="update"
          verifiedMobile={user.mobile ?? ''}
        />
      </Form>
    </>
  );
}
