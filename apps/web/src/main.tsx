import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstNavigation } from './app/router';
import { applyAppVersionRule } from './features/app-version';
import { recordLandingUrl } from './features/sharing';
import { enableAntdMobileReact19 } from './lib/antd-mobile-react19';
import { applyDesignScale } from './lib/design-scale';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { getRouterBasename } from './lib/runtime-config';

// No module reads storage when it is imported, so the version rule (which may clear
// cookies and local storage) runs before anything else reads them.
// The address WeChat on iOS signs the JS-SDK against, before the router rewrites it.
recordLandingUrl();
applyAppVersionRule();
const languageReady = initI18n();
applyDesignScale();
enableAntdMobileReact19();
// The page the app opens on is prepared before React renders (its requests leave now), so that
// when nothing in it waits for the network it is in React's first render.
const queryClient = createQueryClient();
const basename = getRouterBasename();
startFirstNavigation(basename, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A reader of another language than Chinese waits for its chunk rather than seeing Chinese first;
// if it cannot load, the app shows in Chinese.
const render = () =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} basename={basename} />
    </StrictMode>,
  );
languageReady.then(render, render);
