import List from 'antd-mobile/es/components/list';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import { useTranslation } from 'react-i18next';
import { assignLocation } from '../../../lib/page';
import { useUserInfo } from '../../users';
import { useAiRepCheck } from '../api/ai-rep-check';
import styles from './contact.module.css';

/**
 * The personal centre's row for the AI rep, shown only when the server offers it to this member.
 * The AI rep is a service of its own, so the row leaves the app for its https link.
 */
export function AiRepEntry() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const check = useAiRepCheck(Boolean(user?.registered && user.all_active === 1)).data;
  if (!check?.available || !check.url) return null;
  const url = check.url;
  return (
    <List.Item
      prefix={
        <span className={styles.entryIcon}>
          <MessageOutline />
        </span>
      }
      description={t('personalCentre.contact.aiRepHint')}
      onClick={() => assignLocation(url)}
    >
      {check.name}
    </List.Item>
  );
}
