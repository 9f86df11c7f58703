/**
 * Login, registration, password reset, phone binding and WeChat QR login as plain state machines.
 * Each exposes nanostores for widgets to render and actions to call; network calls come in through
 * `AuthApi`, timers through env().clock.
 */
export { defaultOnLoggedIn, readMsv, type AuthApi, type OnLoggedIn } from './flow-api.js';
export * from './api.js';
export * from './wechat-scan-api.js';
export type * from './types.js';
export * from './validate.js';
export { createSmsButton, SMS_COUNTDOWN_SECONDS, SMS_IDLE_LABEL } from './sms-button.js';
export type { SmsButton, SmsButtonOptions, SmsButtonState, SmsProblem } from './sms-button.js';
export { createCaptcha, type Captcha, type CaptchaImage } from './captcha.js';
export * from './sms-form.js';
export { createAuthForm, type AuthForm, type AuthFormOptions } from './form.js';
export * from './flows.js';
export { createWechatScan, WECHAT_POLL_INTERVAL_MS } from './wechat-scan.js';
export type { WechatScan, WechatScanOptions, WechatScanState } from './wechat-scan.js';
export { createLoginDialog } from './login-dialog.js';
export type { AuthView, FormView, LoginDialog, LoginDialogOptions, LoginDialogState } from './login-dialog.js';
