/**
 * The only doorway from the addons into the users and content modules: everything the addons
 * need from tables they do not own goes through these re-exports.
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
} from '../../users/index.js';
export { courseRowsByIds, userBoughtCourse, grantCourse, publishedCourse, courseThumb } from '../../content/index.js';
