import Image from 'antd-mobile/es/components/image';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useUserInfo } from '../../users';
import { useContactInfo } from '../api/contact-info';
import { useWecomStatus } from '../api/wecom-status';
import styles from './contact.module.css';

/**
 * /contactUs: the academy assistant (QR code to add on WeChat, or word that the member already
 * has, as WeCom reported), the hotline and hours.
 */
export function ContactCard() {
  const { t } = useTranslation();
  const contact = useContactInfo();
  const { data: user } = useUserInfo();
  const wecom = useWecomStatus(Boolean(user?.registered && user.all_active === 1)).data;
  if (contact.isError) return <EmptyState title={t('personalCentre.contact.error')} />;
  const info = contact.data;
  if (!info) return null;
  return (
    <div className={styles.card}>
      <h2 className={styles.name}>{info.assistant_name}</h2>
      {info.qrcode ? (
        <figure className={styles.qrcode}>
          <Image
            src={info.qrcode}
            width={180}
            height={180}
            fit="contain"
            alt={t('personalCentre.contact.assistant')}
          />
          <figcaption>
            {wecom?.added ? t('personalCentre.contact.wecomAdded') : t('personalCentre.contact.qrcodeHint')}
          </figcaption>
        </figure>
      ) : null}
      <List>
        {info.wechat_id ? (
          <List.Item extra={info.wechat_id}>{t('personalCentre.contact.wechatId')}</List.Item>
        ) : null}
        <List.Item
          extra={
            <a
              href={`tel:${info.hotline.replace(/[^\d]/g, '')}`}
              aria-label={`${t('personalCentre.contact.call')} ${info.hotline}`}
            >
              {info.hotline}
            </a>
          }
        >
          {t('personalCentre.contact.hotline')}
        </List.Item>
        <List.Item extra={info.hours}>{t('personalCentre.contact.hours')}</List.Item>
        {info.email ? (
          <List.Item extra={<a href={`mailto:${info.email}`}>{info.email}</a>}>
            {t('personalCentre.contact.email')}
          </List.Item>
        ) : null}
      </List>
    </div>
  );
}
