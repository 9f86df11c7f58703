import type { ComponentType } from 'react';

/**
 * The route table, mirroring the product spec's (section 2): path, layout, guard, title and the
 * page, loaded lazily so each route is its own chunk. Only routes whose pages exist are listed;
 * every other path renders the not-found page. Layouts: A = header and footer, 'header' = header
 * only, 'footer' = footer only, 'bare' = neither.
 */
export type Layout = 'A' | 'header' | 'footer' | 'bare';

export interface PageProps {
  params: Record<string, string>;
}

export interface RouteDef {
  path: string;
  layout: Layout;
  requiresLogin: boolean;
  /** document.title before the site name; a page may set a more specific one with useTitle. */
  title: string;
  page: () => Promise<{ default: ComponentType<PageProps> }>;
}

export const routes: RouteDef[] = [
  { path: '/login', layout: 'header', requiresLogin: false, title: '登录', page: () => import('./pages/login.js') },
  {
    path: '/login/callback',
    layout: 'A',
    requiresLogin: false,
    title: '正在登录',
    page: () => import('./pages/login-callback.js'),
  },
  { path: '/bind-mobile', layout: 'A', requiresLogin: false, title: '绑定手机号', page: () => import('./pages/bind-mobile.js') },
  { path: '/face-check', layout: 'A', requiresLogin: false, title: '实名认证', page: () => import('./pages/face-check.js') },
  { path: '/error', layout: 'A', requiresLogin: false, title: '登录失败', page: () => import('./pages/error.js') },
  { path: '/', layout: 'A', requiresLogin: false, title: '首页', page: () => import('./pages/home/index.js') },
  { path: '/courses', layout: 'A', requiresLogin: false, title: '全部课程', page: () => import('./pages/courses/index.js') },
  {
    path: '/courses/detail/:courseId',
    layout: 'A',
    requiresLogin: false,
    title: '课程详情',
    page: () => import('./pages/course-detail/index.js'),
  },
  { path: '/announcement', layout: 'A', requiresLogin: false, title: '网站公告', page: () => import('./pages/announcement/index.js') },
  {
    path: '/announcement/:id',
    layout: 'A',
    requiresLogin: false,
    title: '公告详情',
    page: () => import('./pages/announcement/detail.js'),
  },
  { path: '/search', layout: 'A', requiresLogin: false, title: '搜索', page: () => import('./pages/search/index.js') },
];
