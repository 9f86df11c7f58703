/**
 * The member centre's logic that is neither a query nor a form of its own: address rules, WeChat
 * binding, the agreements a member is asked to accept.
 */
export { isMainlandMobile, trimAddress, validateAddress } from './address.js';
export { createWechatBind, type WechatBindApi } from './wechat-bind.js';
export { agreementPrompt, pendingAgreements, AGREEMENTS_ASKED_KEY, type PendingAgreements } from './agreements.js';
export { acceptAgreements, declineAgreements, dismissAgreements, type AgreementsApi } from './agreement-answers.js';
export * from './api.js';
export * from './messages-api.js';
export type * from './types.js';
export * from './queries.js';
