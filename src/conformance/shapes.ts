/**
 * The shapes of the answers the client reads (each domain's types.ts under src/core and the raw
 * types of its API module), one per type, each checked by the compiler against that type (`conforms`).
 */
import type { LaravelPage, SimplePage } from '#core/client/index.js';
import type { RawCourseListItem, RawMemberCourse } from '#core/course/index.js';
import type { Credit1Record, Notification } from '#core/member/index.js';
import type { MemberOrder } from '#core/order/index.js';
import type { Announcement, SearchHit } from '#core/site/index.js';
import { conforms } from './shape.js';
import { laravelPage, simplePage } from './shapes-common.js';
import { announcement, searchHit } from './shapes-site.js';
import { courseListItem } from './shapes-course.js';
import { credit1Record, memberCourse, memberOrder, notification } from './shapes-member.js';

export * from './shapes-common.js';
export * from './shapes-site.js';
export * from './shapes-course.js';
export * from './shapes-member.js';

// The pages, named once for the checks.
export const pages = {
  announcements: conforms<SimplePage<Announcement>>()(simplePage(announcement)),
  courses: conforms<LaravelPage<RawCourseListItem>>()(laravelPage(courseListItem)),
  search: conforms<SimplePage<SearchHit>>()(simplePage(searchHit)),
  messages: conforms<SimplePage<Notification>>()(simplePage(notification)),
  orders: conforms<LaravelPage<MemberOrder>>()(laravelPage(memberOrder)),
  credit1: conforms<SimplePage<Credit1Record>>()(simplePage(credit1Record)),
  memberCourses: conforms<SimplePage<RawMemberCourse>>()(simplePage(memberCourse)),
};
