import { mountToaster } from '../../toast/index.js';

export const widgets = { toaster: mountToaster };
export * from './common.js';
