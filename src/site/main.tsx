import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { browserEnvironment, configureEnvironment } from '#core/env/index.js';
import { bootSite } from '#core/app/boot.js';
import { App } from './app.js';
import { SITE_BASE } from './base.js';
import { isSitePath } from './routes.js';
import { showNotice } from './shell/alerts.js';
import { baseLocation } from './shell/base-location.js';
import { siteNavigator } from './shell/navigate.js';
import './global.css.js';

const browser = browserEnvironment({ base: SITE_BASE });
const siteLocation = baseLocation(SITE_BASE);
// In the site, core's navigations to the site's own routes go through the router instead of reloading.
configureEnvironment({ ...browser, navigate: siteNavigator(isSitePath, siteLocation.navigate, browser.navigate) });

createRoot(document.getElementById('app')!).render(
  <Router hook={siteLocation.hook}>
    <App />
  </Router>,
);
void bootSite({
  onBindMobileAlert: () => showNotice('bindMobile'),
  onFacePrompt: () => showNotice('face'),
});
