import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { browserEnvironment, configureEnvironment } from '../core/env/index.js';
import { bootSite } from '../core/app/boot.js';
import { App } from './app.js';
import { isSitePath } from './routes.js';
import { showNotice } from './shell/alerts.js';
import { siteNavigator } from './shell/navigate.js';
import './global.css.js';

// In the site, core's navigations to the site's own routes go through the router instead of reloading.
configureEnvironment({
  navigate: siteNavigator(
    isSitePath,
    (path, options) => navigate(path, { replace: options?.replace }),
    browserEnvironment().navigate,
  ),
});

createRoot(document.getElementById('app')!).render(<App />);
void bootSite({
  onBindMobileAlert: () => showNotice('bindMobile'),
  onFacePrompt: () => showNotice('face'),
});
