import type { WidgetOptions, WidgetType } from './types.js';

/**
 * Theme attributes, on the loader's script tag (every widget) or on one placeholder, and the
 * public custom property each sets. These are the only styling a host page can change.
 */
export const THEME_ATTRIBUTES: Record<string, string> = {
  primaryColor: '--meedu-color-primary',
  primaryHoverColor: '--meedu-color-primary-hover',
  textColor: '--meedu-color-text',
  textMutedColor: '--meedu-color-text-muted',
  borderColor: '--meedu-color-border',
  backgroundColor: '--meedu-color-background',
  surfaceColor: '--meedu-color-surface',
  dangerColor: '--meedu-color-danger',
  successColor: '--meedu-color-success',
  radius: '--meedu-radius',
  font: '--meedu-font',
  zIndex: '--meedu-z-dialog',
};

/** Attributes the runtime itself reads, never passed to a widget. */
const RESERVED = new Set(['meeduWidget']);

export interface ParsedAttributes {
  options: WidgetOptions;
  theme: Record<string, string>;
}

/**
 * A placeholder's data-* attributes: `data-page-size="8"` → `{ pageSize: '8' }`. Values stay the
 * strings the page wrote (a bare attribute is ''); each widget reads numbers and flags from
 * strings itself, so the runtime never guesses whether "007" is a number.
 */
export function parseAttributes(element: HTMLElement): ParsedAttributes {
  const options: WidgetOptions = {};
  const theme: Record<string, string> = {};
  // Read from the attributes rather than `dataset`, which some DOMs leave bare attributes out of.
  for (const { name, value } of Array.from(element.attributes)) {
    if (!name.startsWith('data-')) continue;
    const key = name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (RESERVED.has(key)) continue;
    if (key in THEME_ATTRIBUTES) theme[THEME_ATTRIBUTES[key]] = value;
    else options[key] = value;
  }
  return { options, theme };
}

/** Theme custom properties from a data-* map (the loader's script tag). */
export function themeFromData(data: Record<string, string | undefined>): Record<string, string> {
  const theme: Record<string, string> = {};
  for (const [key, property] of Object.entries(THEME_ATTRIBUTES)) {
    const value = data[key];
    if (value) theme[property] = value;
  }
  return theme;
}

/**
 * Links a widget renders that point into the learner site. With `data-site` on the loader they
 * default to that site (a partner page has no /member of its own); an explicit option wins.
 */
export const SITE_LINKS: Partial<Record<WidgetType, Record<string, string>>> = {
  'login-button': { memberUrl: '/member' },
  'course-list': { courseUrl: '/courses/detail/{id}' },
  'unread-bell': { messagesUrl: '/member/messages' },
  'user-menu': { memberUrl: '/member', messagesUrl: '/member/messages' },
};

/** `https://learn.example.com/` + `/member` → `https://learn.example.com/member`. */
export function siteUrl(site: string, path: string): string {
  return site.replace(/\/+$/, '') + path;
}

export function siteLinks(type: WidgetType, site: string | undefined): WidgetOptions {
  const links = SITE_LINKS[type];
  if (!site || !links) return {};
  return Object.fromEntries(Object.entries(links).map(([key, path]) => [key, siteUrl(site, path)]));
}
