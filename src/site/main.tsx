import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { configureEnvironment } from '../core/env/index.js';
import { bootSite } from '../core/app/boot.js';
import { App } from './app.js';
import { showNotice } from './shell/alerts.js';
import './global.css.js';

// In the site, core's same-origin navigations go through the router instead of reloading.
configureEnvironment({
  navigate: (path, options) => navigate(path, { replace: options?.replace }),
});

createRoot(document.getElementById('app')!).render(<App />);
void bootSite({
  onBindMobileAlert: () => showNotice('bindMobile'),
  onFacePrompt: () => showNotice('face'),
});
