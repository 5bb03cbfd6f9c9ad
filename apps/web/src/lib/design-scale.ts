import { DESIGN_WIDTH } from '@ia/shared';

/**
 * The 828-px design width scaled to the viewport with the root font-size approach:
 * `1rem` equals 100 design pixels, so a 28-px design measure is written `0.28rem`
 * (14 CSS px on a 414-px phone). The width used is clamped so that very narrow screens stay
 * legible and wide screens (tablets, desktop WeChat) do not blow the layout up; past the
 * maximum the app column is centred at that width (see `.app-shell` in global.css).
 * antd-mobile components keep their own px sizes.
 */
export const DESIGN_SCALE = { minWidth: 320, maxWidth: 540 } as const;

export function rootFontSizeFor(viewportWidth: number): number {
  const width = Math.min(Math.max(viewportWidth, DESIGN_SCALE.minWidth), DESIGN_SCALE.maxWidth);
  return (width / DESIGN_WIDTH) * 100;
}

/** Sets the root font size for the window's width now. */
export function applyRootFontSize(win: Window = window): void {
  const width = win.document.documentElement.clientWidth || win.innerWidth;
  win.document.documentElement.style.fontSize = `${rootFontSizeFor(width).toFixed(4)}px`;
}

/** Applies the root font size now and on every resize; returns the clean-up. */
export function applyDesignScale(win: Window = window): () => void {
  const apply = () => applyRootFontSize(win);
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
