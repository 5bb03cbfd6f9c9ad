import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyAppVersionRule } from './features/app-version';
import { recordLandingUrl } from './features/sharing';
import { enableAntdMobileReact19 } from './lib/antd-mobile-react19';
import { applyDesignScale } from './lib/design-scale';
import { initI18n } from './lib/i18n';

// No module reads storage when it is imported, so the version rule (which may clear
// cookies and local storage) runs before anything else reads them.
// The address WeChat on iOS signs the JS-SDK against, before the router rewrites it.
recordLandingUrl();
applyAppVersionRule();
const languageReady = initI18n();
applyDesignScale();
enableAntdMobileReact19();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A reader of another language than Chinese waits for its chunk rather than seeing Chinese first;
// if it cannot load, the app shows in Chinese.
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
languageReady.then(render, render);
