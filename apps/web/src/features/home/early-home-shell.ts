import type { Banner } from '@ia/shared';
import { chosenLanguage, LANGUAGE_STORAGE_KEY } from '../../lib/language';
import { SHELL_TEXTS } from '../../locales/shell-texts';
import { contentStyles, createBannerImage } from '../content';
import { BRAND_LOGO_SRC } from './brand-logo-source';
import styles from './components/home.module.css';

/**
 * The top of the home (brand, search, first banner) painted by index.html's inline script as soon
 * as the banners' early answer is in, a second or more before the app's script has arrived and
 * run on a slow phone (decision 047). It is the same markup, with the same stylesheet's classes,
 * as HomeHeader and BannerSwiper render, so the page does not move when React replaces it: React
 * empties #root in the commit that shows the app. It is a picture of the page, not the page: inert
 * and hidden from assistive technology until the app is there.
 *
 * Painted only into an empty #root: if the app has rendered first, it is left alone.
 */
export function paintEarlyHomeShell(win: Window, banners: readonly Banner[]): boolean {
  const doc = win.document;
  const root = doc.getElementById('root');
  const first = banners[0];
  if (!root || root.hasChildNodes() || !first?.image) return false;
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // No storage: the default language.
  }
  const language = chosenLanguage(win.location.search, stored);
  const texts = SHELL_TEXTS[language];

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const logo = element('img', styles.logo ?? '');
  logo.src = BRAND_LOGO_SRC;
  logo.alt = '';
  const brandText = element('div', styles.brandText ?? '');
  brandText.append(
    element('h1', styles.brandName ?? '', texts.name),
    element('p', styles.slogan ?? '', texts.slogan),
  );
  const brand = element('div', styles.brand ?? '');
  brand.append(logo, brandText);
  // Buttons as the app's, kept out of the focus order where `inert` is not known (older WebViews).
  const search = element('button', styles.search ?? '');
  search.type = 'button';
  search.tabIndex = -1;
  // The search icon's place (antd-mobile's icons are 1em square), so the text does not move.
  const icon = element('span', styles.searchIcon ?? '');
  icon.style.cssText = 'display:inline-block;width:1em;height:1em';
  search.append(icon, element('span', '', texts.searchPlaceholder));
  const header = element('header', styles.header ?? '');
  header.append(brand, search);

  const { element: picture } = createBannerImage(first, doc);
  const slide = element('button', contentStyles.bannerSlide ?? '');
  slide.type = 'button';
  slide.tabIndex = -1;
  slide.append(picture);
  const bannersSection = element('section', contentStyles.banners ?? '');
  if (banners.length === 1) bannersSection.append(slide);
  else {
    // BannerCarousel: the first slide in its track.
    const item = element('div', contentStyles.bannerItem ?? '');
    item.append(slide);
    const track = element('div', contentStyles.bannerTrack ?? '');
    track.append(item);
    bannersSection.append(track);
    // BannerCarousel's dots, the first one current.
    const dots = element('div', contentStyles.bannerDots ?? '');
    dots.append(
      ...banners.map((_, index) =>
        element('span', (index === 0 ? contentStyles.bannerDotCurrent : contentStyles.bannerDot) ?? ''),
      ),
    );
    bannersSection.append(dots);
  }
  const bannerArea = element('div', styles.bannerArea ?? '');
  bannerArea.append(bannersSection);

  const page = element('div', 'page page--home');
  page.append(header, bannerArea);
  // A <div>, not the app's <main>: main.app-main in the document means the app has rendered.
  const main = element('div', 'app-main');
  main.append(page);
  const shell = element('div', 'app-shell app-shell--with-tab-bar');
  shell.dataset.earlyShell = '';
  shell.inert = true;
  shell.setAttribute('aria-hidden', 'true');
  shell.append(main);
  root.append(shell);
  doc.documentElement.lang = language;
  removeIfTheAppNeverCame(win, shell);
  return true;
}

/** How long after the page's load the app may take to render (another language's texts, a slow CPU). */
const APP_RENDER_GRACE_MS = 15_000;

/**
 * Takes the early page away if the app does not come: its script failed to load (a network error,
 * a deploy that removed the files this page names) or did not render. A page that looks ready but
 * answers no tap would be worse than the empty one it stood in for.
 */
function removeIfTheAppNeverCame(win: Window, shell: HTMLElement): void {
  const remove = () => shell.remove();
  win.addEventListener(
    'error',
    (event) => {
      if ((event.target as Element | null)?.tagName === 'SCRIPT') remove();
    },
    true,
  );
  const afterLoad = () => win.setTimeout(remove, APP_RENDER_GRACE_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
