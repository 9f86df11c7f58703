import { mountUserMenu } from '../../user-menu/index.js';

export const widgets = { 'user-menu': mountUserMenu };
export * from './common.js';
