import { ORIENTATION_CHECK_DELAY_MS } from '@ia/shared';

function isLandscape(win: Window = window): boolean {
  return win.innerWidth > win.innerHeight;
}

/**
 * Reports whether the page is wider than tall: first ORIENTATION_CHECK_DELAY_MS after start
 * (the in-app browser settles its size late), then on every resize (spec §2).
 * Returns the clean-up.
 */
export function watchOrientation(onChange: (landscape: boolean) => void, win: Window = window): () => void {
  const check = () => onChange(isLandscape(win));
  const timer = setTimeout(check, ORIENTATION_CHECK_DELAY_MS);
  win.addEventListener('resize', check);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', check);
  };
}
