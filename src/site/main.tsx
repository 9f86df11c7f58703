import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { browserEnvironment, configureEnvironment } from '#core/env/index.js';
import { bootSite } from '#core/app/boot.js';
import { App } from './app.js';
import { SITE_BASE } from './base.js';
import { isSitePath } from './routes.js';
import { showNotice } from './shell/alerts.js';
import { baseLocation } from './shell/base-location.js';
import { siteNavigator } from './shell/navigate.js';
import { PAGE_STATE_ID } from './shell/page-state.js';
import './global.css.js';

const browser = browserEnvironment({ base: SITE_BASE });
const siteLocation = baseLocation(SITE_BASE);
// In the site, core's navigations to the site's own routes go through the router instead of reloading.
configureEnvironment({ ...browser, navigate: siteNavigator(isSitePath, siteLocation.navigate, browser.navigate) });

const container = document.getElementById('app')!;
const app = (
  <Router hook={siteLocation.hook}>
    <App />
  </Router>
);
const options = {
  onBindMobileAlert: () => showNotice('bindMobile'),
  onFacePrompt: () => showNotice('face'),
};
// A page the rendering server rendered carries its state: it is hydrated (a chunk of its own).
const state = document.getElementById(PAGE_STATE_ID)?.textContent;
if (state) {
  void import('./shell/hydrate.js').then(({ hydrateSite }) =>
    hydrateSite(
      state,
      () => hydrateRoot(container, app),
      (config) => bootSite(options, config),
    ),
  );
} else {
  createRoot(container).render(app);
  void bootSite(options);
}
