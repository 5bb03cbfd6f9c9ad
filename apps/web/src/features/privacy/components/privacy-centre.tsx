import { AccountCancellation } from './account-cancellation';
import { PersonalDataCopy } from './personal-data-copy';

/** 个人信息与隐私 (/personal/privacy): a copy of one's personal information, and account cancellation. */
export function PrivacyCentre() {
  return (
    <>
      <PersonalDataCopy />
      <AccountCancellation />
    </>
  );
}
