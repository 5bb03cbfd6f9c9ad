import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import { useTranslation } from 'react-i18next';
import type { PopupComponentProps } from '../../../stores/popup-props';
import { popupStore } from '../../../stores/popup-store';
import { PagePrompt } from './page-prompt';

/** Step 4 of the user check (spec §8): the hospital was marked invalid; fix it on /hospitallose. */
export function InvalidHospitalPrompt({
  payload,
  visible,
  onClose,
}: PopupComponentProps<'invalidHospitalPrompt'>) {
  const { t } = useTranslation();
  return (
    <PagePrompt
      visible={visible}
      icon={<EnvironmentOutline />}
      title={t('access.prompts.invalidHospitalTitle')}
      message={t('access.prompts.invalidHospitalMessage')}
      actionLabel={t('access.prompts.invalidHospitalAction')}
      page="/hospitallose"
      returnUrl={payload.returnUrl}
      onClose={onClose}
      onLeave={() => popupStore.close('invalidHospitalPrompt')}
    />
  );
}
