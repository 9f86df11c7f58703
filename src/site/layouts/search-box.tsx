import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { documentPath, env } from '#core/env/index.js';
import { srOnly } from '../shell/shell.css.js';
import * as css from './header.css.js';

export const EMPTY_SEARCH_MESSAGE = '请输入关键字后再搜索';

/** The keyword as a /search address; null for nothing but whitespace. */
export function searchHref(keywords: string): string | null {
  const k = keywords.trim();
  return k ? `/search?keywords=${encodeURIComponent(k)}` : null;
}

/** Header search: goes to /search?keywords=…; on /search it shows the keywords being searched. */
export function SearchBox() {
  const [pathname] = useLocation();
  const search = useSearch();
  const current = pathname === '/search' ? (new URLSearchParams(search).get('keywords') ?? '') : '';
  const [value, setValue] = useState(current);
  const id = useId();

  // Follow the address (back/forward between searches), but leave what is typed elsewhere alone.
  useEffect(() => {
    if (pathname === '/search') setValue(current);
  }, [pathname, current]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(value);
    if (!href) {
      env().toast(EMPTY_SEARCH_MESSAGE, 'error');
      return;
    }
    env().navigate(href);
  };

  return (
    // The address also lets the form search before the scripts run, or without them.
    <form className={css.search} role="search" action={documentPath('/search')} onSubmit={submit}>
      <label className={srOnly} htmlFor={id}>
        搜索
      </label>
      <input
        id={id}
        className={css.searchInput}
        type="search"
        name="keywords"
        placeholder="搜索课程、文章"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      <button className={css.searchButton} type="submit">
        搜索
      </button>
    </form>
  );
}
