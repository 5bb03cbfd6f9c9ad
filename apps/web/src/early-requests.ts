// index.html's inline script (scripts/vite-inline-script.ts, decisions 042 and 047): what the page
// does while it is parsed, before the app's script has arrived. It imports no React: constants,
// class names and plain DOM only.
import { startEarlyBanners } from './features/content';
import { paintEarlyHomeShell } from './features/home';
import { applyRootFontSize } from './lib/design-scale';

// The design scale from the first paint on, not from when the app's script has run.
applyRootFontSize(window);
startEarlyBanners(window, import.meta.env.BASE_URL, (banners) => {
  paintEarlyHomeShell(window, banners);
});
