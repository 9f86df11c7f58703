import type { ComponentType } from 'react';

/**
 * The route table, mirroring the product spec's: path, layout, guard, page. Pages are loaded
 * lazily so each route is its own chunk. Paths not listed here render the not-found page.
 */
export type Layout = 'A' | 'header' | 'footer' | 'bare';

export interface RouteDef {
  path: string;
  layout: Layout;
  requiresLogin: boolean;
  title: string;
  page: () => Promise<{ default: ComponentType<{ params: Record<string, string> }> }>;
}

export const routes: RouteDef[] = [];
