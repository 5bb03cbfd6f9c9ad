import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { usePageChrome } from '../app/routes/use-page-chrome';
import { PageHeader } from '../components/page-header';
import { clearLocalData } from '../features/clear-cache';
import { assignLocation } from '../lib/page';
import styles from './template-page.module.css';

/**
 * /template, the clear-cache page (no sign-in needed): wipes what the app keeps on the device,
 * then offers a way home. Home is a full page load, so nothing remembered in memory survives.
 */
export function TemplatePage() {
  const { t } = useTranslation();
  const { title } = usePageChrome();
  const queryClient = useQueryClient();
  const homeHref = useHref('/');
  const [done, setDone] = useState(false);

  useEffect(() => {
    let active = true;
    queryClient.clear();
    void clearLocalData().then(() => {
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
  }, [queryClient]);

  return (
    <div className="page">
      <PageHeader title={title} showBack={false} />
      <section className={styles.panel} aria-live="polite">
        {done ? (
          <>
            <CheckCircleFill className={styles.icon} aria-hidden="true" />
            <h2 className={styles.title}>{t('clearCache.doneTitle')}</h2>
            <p className={styles.hint}>{t('clearCache.doneHint')}</p>
            <Button color="primary" shape="rounded" block onClick={() => assignLocation(homeHref)}>
              {t('clearCache.backHome')}
            </Button>
          </>
        ) : (
          <div className={styles.hint} role="status">
            {t('clearCache.working')}
            <DotLoading color="currentColor" />
          </div>
        )}
      </section>
    </div>
  );
}
