/** What the course, site and order modules take from the users module, in one place. */
export {
  getUser,
  publicUsers,
  addCredit1,
  notifyUser,
  rewardPaidOrder,
  rewardWatchedCourse,
  rewardWatchedVideo,
  userHasActiveVip,
  getRole,
  grantRole,
  DEMO_USER_ID,
  randomString,
} from '../users/index.js';
