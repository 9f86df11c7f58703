import { mountToaster } from '../../toast/index.js';

export const widgets = { toaster: mountToaster };
