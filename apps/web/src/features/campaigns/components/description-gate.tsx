import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { RichBody } from '../../../components/rich-body';
import styles from './campaigns.module.css';

export interface DescriptionGateProps {
  title: string;
  /** Sanitised HTML (the server sanitises on write). */
  description: string;
  /** Whose description: the campaign's (before joining) or a section's (before learning in it). */
  scope: 'campaign' | 'section';
  accepting: boolean;
  onAccept: () => void;
}

/** The description to read before going on, with 我已阅读并同意 fixed at the bottom. */
export function DescriptionGate({ title, description, scope, accepting, onAccept }: DescriptionGateProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.gate} aria-labelledby="campaign-description-title">
      <p className={styles.gateHint}>
        {scope === 'campaign' ? t('campaign.description.hint') : t('campaign.description.sectionHint')}
      </p>
      <div className={styles.block}>
        <div className={styles.blockHeader}>
          <h2 id="campaign-description-title" className={styles.blockTitle}>
            {title}
          </h2>
        </div>
        <RichBody html={description} />
      </div>
      <div className={styles.gateBar}>
        <Button block color="primary" shape="rounded" loading={accepting} onClick={onAccept}>
          {t('campaign.description.accept')}
        </Button>
      </div>
    </section>
  );
}
