import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { siteName as nameOf } from '#core/capabilities/config.js';
import { config } from '#core/session/index.js';

/**
 * document.title is "page title - site name". The route table gives every route a title; a page
 * that knows something better (a course name) sets its own, which wins while it is mounted.
 * Effects run child-first, so plain "last writer wins" would let the route's title overwrite the
 * page's; a priority per writer avoids that.
 */
interface Claim {
  title: string;
  priority: number;
  seq: number;
}

const claims = new Map<number, Claim>();
let nextId = 0;
let seq = 0;
let siteName = '';

function render() {
  let best: Claim | undefined;
  for (const c of claims.values()) {
    if (!c.title) continue;
    if (!best || c.priority > best.priority || (c.priority === best.priority && c.seq > best.seq)) best = c;
  }
  const next = [best?.title, siteName].filter(Boolean).join(' - ');
  if (next && document.title !== next) document.title = next;
}

function useClaim(title: string | null | undefined, priority: number) {
  const site = nameOf(useStore(config));
  const id = useRef(-1);
  if (id.current < 0) id.current = ++nextId;
  useEffect(() => {
    const key = id.current;
    return () => {
      claims.delete(key);
      render();
    };
  }, []);
  useEffect(() => {
    siteName = site;
    claims.set(id.current, { title: title ?? '', priority, seq: ++seq });
    render();
  }, [title, site, priority]);
}

/** The route table's title; used by the shell for every route. */
export const useRouteTitle = (title: string) => useClaim(title, 0);

/** A page's own title (empty or null until it is known: the route title shows meanwhile). */
export const useTitle = (title: string | null | undefined) => useClaim(title, 1);
