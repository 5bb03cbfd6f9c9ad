import type { Banner } from '@ia/shared';
import { useEffect, useRef, useState } from 'react';
import { BannerSlide } from './banner-slide';
import styles from './content.module.css';

/** Time each banner stays before the next, ms. */
const AUTOPLAY_INTERVAL_MS = 4000;

export interface BannerCarouselProps {
  banners: readonly Banner[];
}

/**
 * Several banners, one at a time: the browser's own scroll snapping moves them under a finger, a
 * timer turns them every 4 s (not while a finger is on them), and after the last comes the first.
 * Our own small component rather than antd-mobile's Swiper, which brings a gesture and an animation
 * library to the app's first screen (decision 027, issue 12).
 */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const element = track.current;
    if (held || !element) return;
    const timer = setInterval(() => {
      const width = element.clientWidth;
      if (width === 0) return;
      const next = (Math.round(element.scrollLeft / width) + 1) % banners.length;
      element.scrollTo({ left: next * width, behavior: 'smooth' });
    }, AUTOPLAY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [held, banners.length]);

  const handleScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <>
      <div
        ref={track}
        className={styles.bannerTrack}
        onScroll={handleScroll}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
        onTouchCancel={() => setHeld(false)}
      >
        {banners.map((banner, index) => (
          <div key={banner.id} className={styles.bannerItem}>
            <BannerSlide banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
      <div className={styles.bannerDots} aria-hidden="true">
        {banners.map((banner, index) => (
          <span key={banner.id} className={index === current ? styles.bannerDotCurrent : styles.bannerDot} />
        ))}
      </div>
    </>
  );
}
