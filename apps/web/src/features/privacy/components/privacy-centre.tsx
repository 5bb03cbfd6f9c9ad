import { useState } from 'react';
import { AccountCancellation, AccountCancelled } from './account-cancellation';
import { PersonalDataCopy } from './personal-data-copy';

/**
 * 个人信息与隐私 (/personal/privacy): a copy of one's personal information, and account cancellation.
 * Once cancelled, the page shows only that: the copy taken before (name, mobile, records) and its
 * download no longer belong on the screen of a signed-out phone.
 */
export function PrivacyCentre() {
  const [cancelled, setCancelled] = useState(false);
  if (cancelled) return <AccountCancelled />;
  return (
    <>
      <PersonalDataCopy />
      <AccountCancellation onCancelled={() => setCancelled(true)} />
    </>
  );
}
