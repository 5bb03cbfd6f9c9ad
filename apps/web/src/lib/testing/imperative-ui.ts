// antd-mobile's imperative Toast and Dialog keep what they show in module state, outside React
// Testing Library's containers. The app imports them by their `es/` paths (issue 12's trimmed
// entry chunk), and Node resolves the package's root to its CommonJS build: a second Toast with a
// state of its own. Clearing that one closes nothing the app opened, and a toast's 2-second timer
// then fires after the test environment is gone (window is not defined, failing the whole run).
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';

/** Closes every toast and dialog the app opened, with the same modules the app opens them with. */
export function clearImperativeUi(): void {
  Dialog.clear();
  Toast.clear();
}
