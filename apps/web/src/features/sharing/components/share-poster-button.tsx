import Popup from 'antd-mobile/es/components/popup';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOpenid } from '../../../lib/identity';
import { buildShareLink } from '../lib/share-link';
import styles from './share-poster.module.css';

export interface SharePosterButtonProps {
  kind: 'course' | 'case' | 'meeting';
  /** The content or meeting id: the link's `contentid`, as on the share card. */
  contentId: number;
  title: string;
  /** Speaker or time lines, in the viewer's language. */
  lines: string[];
  coverUrl: string | null;
}

type PosterState = { status: 'idle' | 'drawing' | 'failed' } | { status: 'ready'; png: string };

/**
 * 分享海报: draws the page's poster (cover, title, speaker or time, a QR code to this page's share
 * link) in the app and shows it as an image, saved by long-press inside WeChat, the way doctors
 * share to Moments. The drawing code and the QR library load with the first poster.
 */
export function SharePosterButton({ kind, contentId, title, lines, coverUrl }: SharePosterButtonProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [poster, setPoster] = useState<PosterState>({ status: 'idle' });
  const drawn = useRef<string | null>(null);

  const handleOpen = () => {
    setVisible(true);
    // A poster shared to Moments links as the timeline share card does (spec §7).
    const link = buildShareLink({
      pageUrl: window.location.href,
      openid: getOpenid(),
      target: 'timeline',
      contentId,
    });
    const key = JSON.stringify([link, title, lines, coverUrl]);
    if (drawn.current === key && poster.status === 'ready') return;
    drawn.current = key;
    setPoster({ status: 'drawing' });
    void import('../lib/share-poster')
      .then(({ renderSharePoster }) =>
        renderSharePoster(
          {
            brand: t('app.name'),
            kind: t(`sharePoster.kind.${kind}`),
            title,
            lines,
            coverUrl,
            link,
            scanTitle: t('sharePoster.scanTitle'),
            scanHint: t(`sharePoster.scanHint.${kind}`),
            slogan: t('app.slogan'),
          },
          document.createElement('canvas'),
        ),
      )
      .then((png) => {
        if (drawn.current !== key) return;
        setPoster(png ? { status: 'ready', png } : { status: 'failed' });
      })
      .catch(() => {
        if (drawn.current === key) setPoster({ status: 'failed' });
      });
  };

  return (
    <>
      <button type="button" className={styles.action} onClick={handleOpen}>
        <PictureOutline aria-hidden="true" />
        <span>{t('sharePoster.action')}</span>
      </button>
      <Popup
        visible={visible}
        position="bottom"
        onMaskClick={() => setVisible(false)}
        bodyClassName={styles.sheet}
        destroyOnClose={false}
      >
        <section className={styles.sheetContent} role="dialog" aria-label={t('sharePoster.title')}>
          <header className={styles.sheetHeader}>
            <h2 className={styles.sheetTitle}>{t('sharePoster.title')}</h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => setVisible(false)}
              aria-label={t('app.close')}
            >
              <CloseOutline aria-hidden="true" />
            </button>
          </header>
          <div className={styles.stage}>
            {poster.status === 'ready' ? (
              <img className={styles.image} src={poster.png} alt={t('sharePoster.image', { title })} />
            ) : (
              <p className={styles.status} role="status">
                {poster.status === 'failed' ? t('sharePoster.failed') : t('sharePoster.drawing')}
              </p>
            )}
          </div>
          <p className={styles.hint}>{t('sharePoster.longPress')}</p>
        </section>
      </Popup>
    </>
  );
}
