import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { browserEnvironment, configureEnvironment } from '../core/env/index.js';
import { bootSite } from '../core/app/boot.js';
import { revalidate, seedAnswers } from '../core/client/index.js';
import { getToken, isLogin, sessionReady, setConfig } from '../core/session/index.js';
import { App, preloadRoute } from './app.js';
import { SITE_BASE } from './base.js';
import { isSitePath } from './routes.js';
import { showNotice } from './shell/alerts.js';
import { baseLocation } from './shell/base-location.js';
import { siteNavigator } from './shell/navigate.js';
import { readPageState } from './shell/page-state.js';
import { setStaticRender } from '../widgets/runtime/in-browser.js';
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
// A server-rendered page: the client starts from the answers and config it was rendered with, as
// the visitor the server rendered for; a member's own view follows once start-up has signed them in.
const state = readPageState(document);
const member = getToken() !== null;
if (state) {
  seedAnswers(state.answers);
  if (state.config) setConfig(state.config);
  sessionReady.set(true);
  // The page's code first, so the first render is the server's markup, not a suspended fallback.
  void preloadRoute(browser.location().pathname, new URLSearchParams(browser.location().search)).then(() => {
    // What the server could not render (portals) waits for the hydration to be done, as it did there.
    setStaticRender(true);
    hydrateRoot(container, app);
    setStaticRender(false);
  });
} else {
  createRoot(container).render(app);
}
void bootSite(
  {
    onBindMobileAlert: () => showNotice('bindMobile'),
    onFacePrompt: () => showNotice('face'),
  },
  state?.config ?? undefined,
).then(() => {
  // The server answered a visitor; a member's answers (bought, collected) may differ.
  if (state && member && isLogin.get()) revalidate(Object.keys(state.answers));
});
