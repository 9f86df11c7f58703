/** Style fragments the site's pages build their own classes from. */

/** Visually hidden but read by assistive technology (headings and labels screen readers need). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
