import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../lib/language';
import { SHELL_TEXTS } from '../../locales/shell-texts';
import { contentStyles } from '../content';
import { banner } from '../content/testing/content-fixtures';
import styles from './components/home.module.css';
import { paintEarlyHomeShell } from './early-home-shell';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'zh-CN';
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/h5/');
});

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the home painted by index.html before the app (decision 047)', () => {
  it('paints the brand, the search entry and the first banner, with the app’s own classes', () => {
    const banners = [banner(1, { title: '年度挑战', image: '/media/first.jpg' }), banner(2)];

    expect(paintEarlyHomeShell(window, banners)).toBe(true);

    const root = rootElement();
    const shell = root.querySelector<HTMLElement>('[data-early-shell]');
    // A picture of the page: nothing in it can be used or is announced before the app is there.
    expect(shell?.inert).toBe(true);
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector(`header.${styles.header} h1`)?.textContent).toBe(SHELL_TEXTS['zh-CN'].name);
    expect(root.querySelector(`.${styles.slogan}`)?.textContent).toBe(SHELL_TEXTS['zh-CN'].slogan);
    expect(root.querySelector(`button.${styles.search}`)?.textContent).toBe(
      SHELL_TEXTS['zh-CN'].searchPlaceholder,
    );
    const image = root.querySelector<HTMLImageElement>(
      `.${styles.bannerArea} .${contentStyles.banners} img.${contentStyles.bannerImage}`,
    );
    expect(image?.getAttribute('src')).toBe('/media/first.jpg');
    expect(image?.alt).toBe('年度挑战');
    expect(image?.loading).toBe('eager');
    // Out of the focus order where `inert` is not known.
    expect([...root.querySelectorAll('button')].map((button) => button.tabIndex)).toEqual([-1, -1]);
    // BannerCarousel's dots: one per banner, the first current.
    const dots = root.querySelectorAll(`.${contentStyles.bannerDots} span`);
    expect(dots).toHaveLength(2);
    expect(dots[0]?.className).toBe(contentStyles.bannerDotCurrent);
  });

  it('speaks the reader’s language: the stored choice, or the address’s', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    paintEarlyHomeShell(window, [banner(1)]);
    expect(rootElement().querySelector('h1')?.textContent).toBe(SHELL_TEXTS['en-US'].name);
    expect(document.documentElement.lang).toBe('en-US');
    // One banner, as BannerSwiper shows it: its slide alone, no track and no dots.
    expect(
      rootElement().querySelector(`.${contentStyles.banners} > button.${contentStyles.bannerSlide}`),
    ).not.toBeNull();
    expect(rootElement().querySelector(`.${contentStyles.bannerTrack}`)).toBeNull();
    expect(rootElement().querySelector(`.${contentStyles.bannerDots}`)).toBeNull();

    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/h5/?lang=zh');
    paintEarlyHomeShell(window, [banner(1)]);
    expect(rootElement().querySelector('h1')?.textContent).toBe(SHELL_TEXTS['zh-CN'].name);
  });

  it('leaves the page alone once the app has rendered, and paints nothing without a banner', () => {
    const root = rootElement();
    root.innerHTML = '<div class="app-shell">the app</div>';
    expect(paintEarlyHomeShell(window, [banner(1)])).toBe(false);
    expect(root.innerHTML).toBe('<div class="app-shell">the app</div>');

    root.innerHTML = '';
    expect(paintEarlyHomeShell(window, [])).toBe(false);
    expect(paintEarlyHomeShell(window, [banner(1, { image: '' })])).toBe(false);
    expect(root.hasChildNodes()).toBe(false);
  });

  it('takes itself away when the app’s script cannot load, rather than stand there unanswering', () => {
    paintEarlyHomeShell(window, [banner(1)]);
    const root = rootElement();
    expect(root.querySelector('[data-early-shell]')).not.toBeNull();
    const script = document.createElement('script');
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    expect(root.querySelector('[data-early-shell]')).toBeNull();
  });
});
