import { TypeMap } from '@ia/shared';
import Popup from 'antd-mobile/es/components/popup';
import Tag from 'antd-mobile/es/components/tag';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentFormSheet, contentFormsStyles as detailStyles, useContentForm } from '../../content-forms';
import { useRefreshStanding } from '../api/get-campaign';

export interface CampaignFormEntryProps {
  campaignId: number;
  formPoints: number;
}

/**
 * 活动报名表 on the campaign page: the sign-up form (content form type 6) shows once on its own
 * page; afterwards the member fills it in or changes it here.
 */
export function CampaignFormEntry({ campaignId, formPoints }: CampaignFormEntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useContentForm(campaignId, TypeMap.CAMPAIGN, true);
  const refreshStanding = useRefreshStanding(campaignId);
  const handleClose = () => {
    setOpen(false);
    void refreshStanding();
  };
  const done = Boolean(form.data?.submitted_at);
  return (
    <>
      <button type="button" className={detailStyles.formEntry} onClick={() => setOpen(true)}>
        <span>
          <span className={detailStyles.formEntryTitle}>{t('campaign.form.entry')}</span>
          <br />
          <span className={detailStyles.formEntryHint}>
            {!done && formPoints > 0
              ? t('campaign.form.entryPointsHint', { points: formPoints })
              : t('campaign.form.entryHint')}
          </span>
        </span>
        <span>
          {done ? <Tag color="success">{t('campaign.form.entryDone')}</Tag> : null}
          <RightOutline aria-hidden="true" />
        </span>
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        destroyOnClose
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        <ContentFormSheet contentId={campaignId} type={TypeMap.CAMPAIGN} onClose={handleClose} />
      </Popup>
    </>
  );
}
