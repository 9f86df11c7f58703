/**
 * The only doorway from the addons into other modules: everything the addons need from tables
 * they do not own (users, content, orders) or from shared site behaviour (search matching) comes
 * through these re-exports.
 */
export {
  getUser,
  publicUsers,
  addCredit1,
  notifyUser,
  userHasActiveVip,
  grantRole,
  getRole,
  DEMO_USER_ID,
  checkImageCaptcha,
} from '../../users/index.js';
export {
  courseRowsByIds,
  userBoughtCourse,
  grantCourse,
  publishedCourse,
  courseThumb,
  commentHtml,
  sampleLesson,
  videoMedia,
  hlsPlaylist,
  bytesResponse,
  initWithDuration,
  shiftedFragment,
} from '../../content/index.js';
export { matchesKeywords } from '../../site/text-match.js';
export { intSetting } from '../../site/settings.js';
export {
  placeOrder,
  sellable,
  rowKind,
  COURSE_GOODS,
  ROLE_GOODS,
  orderNoOfGoods,
  type GoodsKind,
  type OrderGoods,
  type SellableKind,
} from '../../orders/index.js';
