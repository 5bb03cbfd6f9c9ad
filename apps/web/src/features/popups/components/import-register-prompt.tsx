import UserContactOutline from 'antd-mobile-icons/es/UserContactOutline';
import { useTranslation } from 'react-i18next';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { popupStore } from '../../../stores/popup-store';
import { PagePrompt } from './page-prompt';

/** Step 3 of the user check: an imported user confirms their details on /importregister. */
export function ImportRegisterPrompt({
  payload,
  visible,
  onClose,
}: PopupComponentProps<'importRegisterPrompt'>) {
  const { t } = useTranslation();
  return (
    <PagePrompt
      visible={visible}
      icon={<UserContactOutline />}
      title={t('access.prompts.importRegisterTitle')}
      message={t('access.prompts.importRegisterMessage')}
      actionLabel={t('access.prompts.importRegisterAction')}
      page="/importregister"
      returnUrl={payload.returnUrl}
      onClose={onClose}
      onLeave={() => popupStore.close('importRegisterPrompt')}
    />
  );
}
