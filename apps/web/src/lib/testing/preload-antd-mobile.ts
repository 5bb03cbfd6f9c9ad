// Vitest setup of the web projects, run before every test file.
//
// It loads antd-mobile's imperative rendering (Toast, Dialog, by the paths the app uses) before
// any test file runs. A toast raised as a file ends would otherwise load these modules while
// Vitest tears the environment down — an unhandled error that fails the whole run (seen once, in a
// full run on a loaded machine, from learning-history-list.test.tsx).
//
// Files share their worker's modules and document (`isolate: false`, decision 024), so when a file
// ends this undoes what it may leave outside React Testing Library's containers: an imperative
// dialog or toast still open in <body>, the scroll lock's class on <body>, stored values, stubbed
// globals and fake timers. The next file starts from an empty page, as it would in a fresh document.
import { afterAll, vi } from 'vitest';
import 'antd-mobile/es/utils/render-to-body';
import 'antd-mobile/es/utils/unstable-render';
import { loadLaterMessages } from '../i18n';
import { clearImperativeUi } from './imperative-ui';

// The app loads the Chinese texts of the pages after the home with the first of them (a navigation
// step); a component a test renders on its own has them from the start.
await loadLaterMessages();

// jsdom lays nothing out and cannot scroll: the shell's scroll restoration calls this on every
// navigation, and jsdom would report each call as not implemented.
window.scrollTo = () => {};

afterAll(() => {
  clearImperativeUi();
  document.body.removeAttribute('class');
  document.body.removeAttribute('style');
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
