import { useState } from 'react';

let next = 0;

/**
 * An id for label/description links that is unique on the page. Preact's useId numbers elements
 * per render root, and a portal (a dialog) starts that count again, so a dialog's field could get
 * the id of a field on the page beneath it and its label would name the wrong input.
 */
/**
 * Numbers from the start again: a server does so before each page, so the page's ids are those the
 * browser's hydration of it gives.
 */
export function resetUniqueIds(): void {
  next = 0;
}

export function useUniqueId(): string {
  const [id] = useState(() => `mu${(++next).toString(36)}`);
  return id;
}
