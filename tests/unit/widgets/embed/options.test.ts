import { describe, expect, it } from 'vitest';
import { parseAttributes, siteLinks, themeFromData } from '#widgets/embed/options.js';

function placeholder(html: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.innerHTML = html;
  return wrap.firstElementChild as HTMLElement;
}

describe('parseAttributes', () => {
  it('camelCases data-* names and keeps the strings the page wrote', () => {
    const el = placeholder(
      '<div data-meedu-widget="course-list" data-page-size="8" data-category-id="007" data-paginate data-course-url="/c/{id}"></div>',
    );
    expect(parseAttributes(el)).toEqual({
      options: { pageSize: '8', categoryId: '007', paginate: '', courseUrl: '/c/{id}' },
      theme: {},
    });
  });

  it('takes theme attributes out of the options and names their custom properties', () => {
    const el = placeholder(
      '<div data-meedu-widget="unread-bell" data-primary-color="#e4393c" data-radius="2px" data-z-index="90"></div>',
    );
    expect(parseAttributes(el)).toEqual({
      options: {},
      theme: { '--meedu-color-primary': '#e4393c', '--meedu-radius': '2px', '--meedu-z-dialog': '90' },
    });
  });
});

describe('themeFromData', () => {
  it('maps the script tag attributes and skips empty ones', () => {
    expect(themeFromData({ api: 'https://x', primaryColor: 'rebeccapurple', textColor: '', font: 'serif' })).toEqual({
      '--meedu-color-primary': 'rebeccapurple',
      '--meedu-font': 'serif',
    });
  });
});

describe('siteLinks', () => {
  it('points widget links at data-site when it is set', () => {
    expect(siteLinks('login-button', 'https://learn.example.com')).toEqual({
      memberUrl: 'https://learn.example.com/member',
    });
    expect(siteLinks('user-menu', 'https://learn.example.com/')).toEqual({
      memberUrl: 'https://learn.example.com/member',
      messagesUrl: 'https://learn.example.com/member/messages',
    });
    // The course list gets the site itself: which page a card opens there depends on its kind.
    expect(siteLinks('course-list', 'https://learn.example.com/')).toEqual({ site: 'https://learn.example.com' });
  });

  it('adds nothing without a site or for widgets without links', () => {
    expect(siteLinks('user-menu', undefined)).toEqual({});
    expect(siteLinks('login-button', undefined)).toEqual({});
  });
});
