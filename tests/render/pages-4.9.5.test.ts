import { publicPages } from './pages.js';
import { renderingForFile } from './helpers.js';

publicPages(renderingForFile('4.9.5'));
