import { mountLoginButton, mountLoginDialog } from '../../login/index.js';

/** The login suite: the button placeholder and the page's one shared dialog. */
export const widgets = { 'login-button': mountLoginButton, 'login-dialog': mountLoginDialog };
export * from './common.js';
