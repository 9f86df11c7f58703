/**
 * What each MeEdu 4.9 release of the delta's timeline says to a client: its config and the
 * release-dependent fields of a course and of member detail. Built from the real v4.9.5 answers
 * plus each release's changes (docs/capabilities.md), release by release; the test checks
 * that 4.9.30 built this way has the fields of the real v4.9.30 answers.
 */
import type { Course } from '#core/course/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { User } from '#core/member/index.js';
import { realData } from '../../../real-meedu.js';

export const RELEASES = [
  '4.9.5',
  '4.9.8',
  '4.9.10',
  '4.9.11',
  '4.9.12',
  '4.9.13',
  '4.9.14',
  '4.9.15',
  '4.9.21',
  '4.9.22',
  '4.9.25',
  '4.9.26',
  '4.9.27',
  '4.9.29',
  '4.9.30',
] as const;
export type Release = (typeof RELEASES)[number];

const n = (v: string) => Number(v.split('.')[2]);
export const since = (release: Release, introduced: string) => n(release) >= n(introduced);

export function configAt(release: Release): SystemConfig {
  const c = realData<SystemConfig & Record<string, unknown>>('4.9.5', 'GET /api/v2/other/config');
  const base = 'http://127.0.0.1:18710';
  if (since(release, '4.9.10')) c.vip_protocol = `${base}/user/vip_protocol`;
  if (since(release, '4.9.11')) delete c.webname;
  if (since(release, '4.9.12')) delete c.socialites.wechat_scan;
  if (since(release, '4.9.25')) c.course_purchase_notice = '';
  if (since(release, '4.9.27')) c.paid_content_purchase_protocol = `${base}/user/paid_content_purchase_protocol`;
  if (since(release, '4.9.29')) delete c.sliders;
  return c;
}

export function courseAt(release: Release): Course {
  const { course } = realData<{ course: Course }>('4.9.5', 'GET /api/v2/course/2');
  if (since(release, '4.9.15')) course.is_allow_comment = 1;
  if (since(release, '4.9.26')) course.is_vip_free = 0;
  return course;
}

export function memberAt(release: Release): User {
  const member = realData<User>('4.9.5', 'GET /api/v2/member/detail (member)');
  if (since(release, '4.9.27'))
    member.agreement_status = { user_agreement_agreed: false, privacy_policy_agreed: false };
  return member;
}
