import { useLocation, useSearch } from 'wouter';
import { readQuery, writeQuery, type Schema, type Values } from '#core/url-state/index.js';

/**
 * A page's filters and page number, kept in the query string through a schema: reading falls back
 * to defaults, writing pushes a history entry (back and forward restore the list) and keeps
 * parameters the schema does not own.
 */
export function useUrlState<S extends Schema>(schema: S) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const values = readQuery(schema, search);
  /** The address of these values (patch over the current ones). */
  const href = (patch: Partial<Values<S>>) => {
    const q = writeQuery(schema, { ...values, ...patch }, search);
    return q ? `${location}?${q}` : location;
  };
  const set = (patch: Partial<Values<S>>, options?: { replace?: boolean }) => navigate(href(patch), options);
  return { values, href, set, search };
}
