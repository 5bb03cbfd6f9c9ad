// Vitest setup of the web project: loads antd-mobile's imperative rendering (Toast, Dialog)
// before any test file runs. A toast raised as a file ends would otherwise load these modules
// while Vitest tears the environment down — an unhandled error that fails the whole run (seen
// once, in a full run on a loaded machine, from learning-history-list.test.tsx).
import 'antd-mobile/es/components/toast';
import 'antd-mobile/es/components/dialog';
import 'antd-mobile/es/utils/render-to-body';
import 'antd-mobile/es/utils/unstable-render';
