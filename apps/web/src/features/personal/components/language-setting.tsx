import ActionSheet from 'antd-mobile/es/components/action-sheet';
import List from 'antd-mobile/es/components/list';
import GlobalOutline from 'antd-mobile-icons/es/GlobalOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppLanguage, changeLanguage, LANGUAGES, toAppLanguage } from '../../../lib/i18n';
import styles from './personal.module.css';

/** The language row of 我的: shows the current language and switches it (remembered). */
export function LanguageSetting() {
  const { t, i18n } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const current = toAppLanguage(i18n.language) ?? 'zh-CN';

  const handleChoose = (language: AppLanguage) => {
    setChoosing(false);
    void changeLanguage(language);
  };

  return (
    <>
      <List.Item
        prefix={
          <span className={styles.menuIcon}>
            <GlobalOutline />
          </span>
        }
        extra={t(`language.${current}`)}
        onClick={() => setChoosing(true)}
      >
        {t('personal.language')}
      </List.Item>
      <ActionSheet
        visible={choosing}
        extra={t('language.choose')}
        cancelText={t('app.cancel')}
        actions={LANGUAGES.map((language) => ({
          key: language,
          text: t(`language.${language}`),
          bold: language === current,
          onClick: () => handleChoose(language),
        }))}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
