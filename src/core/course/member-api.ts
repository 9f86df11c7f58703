/** The member's course lists with progress (bought and favourite). */
import type { RawMemberCourse, MemberCourse } from './types.js';
import { phpObject, type SizeQuery, type SimplePage, get } from '../client/index.js';

export const normaliseMemberCourse = (raw: RawMemberCourse): MemberCourse => ({
  ...raw,
  watch_record: phpObject(raw.watch_record),
  last_view_video: phpObject(raw.last_view_video),
  course: phpObject(raw.course),
});

const memberCourses = async (path: string, query?: SizeQuery): Promise<SimplePage<MemberCourse>> => {
  const page = await get<SimplePage<RawMemberCourse>>(path, query);
  return { ...page, data: (page.data || []).map(normaliseMemberCourse) };
};

/** Bought courses with progress. */
export const getMemberCourses = (query?: SizeQuery) => memberCourses('/api/v3/member/courses', query);

/** Liked (collected) courses. */
export const getMemberLikedCourses = (query?: SizeQuery) => memberCourses('/api/v3/member/courses/like', query);
