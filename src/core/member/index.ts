/** The member centre's logic that is neither a query nor a form of its own: address rules, WeChat binding. */
export { isMainlandMobile, trimAddress, validateAddress } from './address.js';
export { createWechatBind, type WechatBindApi } from './wechat-bind.js';
