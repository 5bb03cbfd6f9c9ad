import List from 'antd-mobile/es/components/list';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import ExclamationShieldOutline from 'antd-mobile-icons/es/ExclamationShieldOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import FlagOutline from 'antd-mobile-icons/es/FlagOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import HistogramOutline from 'antd-mobile-icons/es/HistogramOutline';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import PhonebookOutline from 'antd-mobile-icons/es/PhonebookOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import TextOutline from 'antd-mobile-icons/es/TextOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ZhCNMessages } from '../../../locales/zh-CN';
import styles from './personal.module.css';

interface MenuEntry {
  path: string;
  titleKey: keyof ZhCNMessages['routes'];
  icon: ReactNode;
}

const learningEntries: MenuEntry[] = [
  { path: '/personal/task', titleKey: 'personalTask', icon: <FlagOutline /> },
  { path: '/personal/rank', titleKey: 'personalRank', icon: <HistogramOutline /> },
  { path: '/annual/retrospect', titleKey: 'annualRetrospect', icon: <CalendarOutline /> },
  { path: '/personal/badge', titleKey: 'personalBadge', icon: <GiftOutline /> },
  { path: '/personal/cer', titleKey: 'personalCertificate', icon: <FileOutline /> },
  { path: '/personal/history', titleKey: 'personalHistory', icon: <ClockCircleOutline /> },
  { path: '/personal/collection', titleKey: 'personalCollection', icon: <StarOutline /> },
];

const accountEntries: MenuEntry[] = [
  { path: '/personal/signup', titleKey: 'personalSignup', icon: <UnorderedListOutline /> },
  { path: '/personal/question', titleKey: 'personalQuestion', icon: <TextOutline /> },
  { path: '/notify', titleKey: 'notify', icon: <BellOutline /> },
  { path: '/veeva', titleKey: 'certification', icon: <CheckShieldOutline /> },
  { path: '/personal/consent', titleKey: 'personalConsent', icon: <TeamOutline /> },
  { path: '/personal/privacy', titleKey: 'personalPrivacy', icon: <LockOutline /> },
  { path: '/personal/warning', titleKey: 'personalWarning', icon: <ExclamationShieldOutline /> },
  { path: '/contactUs', titleKey: 'contactUs', icon: <PhonebookOutline /> },
];

export interface PersonalMenuProps {
  /** Rows other features add at the end of the account group (the AI rep, when offered). */
  accountExtras?: ReactNode;
  /** Extra rows at the end of the settings group (the language switch). */
  settings?: ReactNode;
}

/** The personal centre's entries, grouped; each opens its page. */
export function PersonalMenu({ accountExtras, settings }: PersonalMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const renderEntries = (entries: MenuEntry[]) =>
    entries.map((entry) => (
      <List.Item
        key={entry.path}
        prefix={<span className={styles.menuIcon}>{entry.icon}</span>}
        onClick={() => void navigate(entry.path)}
      >
        {t(`routes.${entry.titleKey}`)}
      </List.Item>
    ));

  return (
    <>
      <List header={t('personal.sectionLearning')} className={styles.menu}>
        {renderEntries(learningEntries)}
      </List>
      <List header={t('personal.sectionAccount')} className={styles.menu}>
        {renderEntries(accountEntries)}
        {accountExtras}
      </List>
      {settings ? (
        <List header={t('personal.sectionSettings')} className={styles.menu}>
          {settings}
        </List>
      ) : null}
    </>
  );
}
