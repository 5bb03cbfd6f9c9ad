import type { Favourite } from '@ia/shared';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContentImage } from '../../../components/content-image';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useFavourites } from '../api/favourites';
import styles from './favourites.module.css';

const TABS = [
  { key: 'all', type: undefined },
  { key: 'course', type: 1 },
  { key: 'case', type: 2 },
  { key: 'meeting', type: 4 },
  { key: 'activity', type: 6 },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /personal/collection: favourites by kind, newest first; a tap opens the favourite. */
export function FavouriteList({ loadMoreOnReachBottom }: { loadMoreOnReachBottom?: boolean | undefined }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('all');
  const type = TABS.find((entry) => entry.key === tab)?.type;
  const favourites = useFavourites(type);
  const navigate = useNavigate();

  return (
    <>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)}>
        {TABS.map((entry) => (
          <Tabs.Tab key={entry.key} title={t(`personalCentre.collection.tabs.${entry.key}`)} />
        ))}
      </Tabs>
      <PagedList<Favourite>
        query={favourites}
        label={t('personalCentre.collection.label')}
        itemKey={(item) => `${item.type}-${item.id}`}
        renderItem={(item) => (
          <button type="button" className={styles.item} onClick={() => void navigate(item.link)}>
            <ContentImage src={item.cover} alt="" sizes="112px" className={styles.cover} />
            <span className={styles.text}>
              <span className={styles.title}>{item.title}</span>
              <span className={styles.meta}>
                {t(`personalCentre.collection.types.${String(item.type) as '1'}`, { defaultValue: '' })}
                {item.subtitle ? ` · ${item.subtitle}` : ''}
              </span>
            </span>
          </button>
        )}
        emptyTitle={t('personalCentre.collection.empty')}
        emptyDescription={t('personalCentre.collection.emptyHint')}
        errorTitle={t('personalCentre.collection.error')}
        loadMoreOnReachBottom={loadMoreOnReachBottom}
      />
    </>
  );
}
