import type { WidgetOptions, WidgetType } from './types.js';

/**
 * The public custom property a theme attribute sets (`primary-color` → `--meedu-color-primary`),
 * on the loader's script tag (every widget) or on one placeholder. These are the only styling a
 * host page can change; any other name gives undefined.
 */
export function themeProperty(name: string): string | undefined {
  const color = /^(primary(-hover)?|text(-muted)?|border|background|surface|danger|success)-color$/.exec(name);
  return color
    ? '--meedu-color-' + color[1]
    : name === 'z-index'
      ? '--meedu-z-dialog'
      : /^(radius|font)$/.test(name)
        ? '--meedu-' + name
        : undefined;
}

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
  for (const { name, value } of element.attributes) {
    const key = /^data-(.+)/.exec(name)?.[1];
    // data-meedu-widget is the runtime's own.
    if (!key || key === 'meedu-widget') continue;
    const property = themeProperty(key);
    if (property) theme[property] = value;
    else options[key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return { options, theme };
}

/** Theme custom properties from the loader's script tag, whose data-* map is camelCased. */
export function themeFromData(data: Record<string, string | undefined>): Record<string, string> {
  const theme: Record<string, string> = {};
  for (const key in data) {
    const property = themeProperty(key.replace(/[A-Z]/g, '-$&').toLowerCase());
    if (property && data[key]) theme[property] = data[key]!;
  }
  return theme;
}

/**
 * Links a widget renders that point into the learner site. With `data-site` on the loader they
 * default to that site (a partner page has no /member of its own); an explicit option wins.
 */
const MEMBER: Record<string, string> = { memberUrl: '/member' };
const MESSAGES: Record<string, string> = { messagesUrl: '/member/messages' };
export const SITE_LINKS: Partial<Record<WidgetType, Record<string, string>>> = {
  'login-button': MEMBER,
  // The site's base: the cards link to the page of their kind (course, live course, book…) there.
  'course-list': { site: '' },
  'unread-bell': MESSAGES,
  'user-menu': { ...MEMBER, ...MESSAGES },
};

/** `https://learn.example.com/` + `/member` → `https://learn.example.com/member`. */
export const siteUrl = (site: string, path: string): string => site.replace(/\/+$/, '') + path;

export function siteLinks(type: WidgetType, site: string | undefined): WidgetOptions {
  const links: WidgetOptions = {};
  if (site) for (const [key, path] of Object.entries(SITE_LINKS[type] ?? {})) links[key] = siteUrl(site, path);
  return links;
}
