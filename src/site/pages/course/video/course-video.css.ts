import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

const LINK = '#0d6ebf';

export const page = style({ padding: '20px 0 40px' });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  margin: '0 0 12px',
  padding: 0,
  listStyle: 'none',
  fontSize: '14px',
  color: vars.color.textMuted,
});

export const crumbLink = style({
  color: LINK,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const title = style({ margin: '0 0 16px', fontSize: '22px', fontWeight: 600, lineHeight: 1.4 });

/** Player and catalog side by side, the rest under the player; on a phone the catalog follows the player. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gridTemplateAreas: '"player aside" "rest aside"',
  gridTemplateRows: 'auto 1fr',
  gap: '20px',
  alignItems: 'start',
  '@media': {
    '(max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"player" "aside" "rest"' },
  },
});

const column = { display: 'flex', flexDirection: 'column', gap: '20px', minWidth: 0 } as const;

export const playerArea = style({ ...column, gridArea: 'player' });

export const main = style({ ...column, gridArea: 'rest' });

export const panel = style({
  padding: '16px 20px',
  borderRadius: vars.radius,
  background: vars.color.surface,
  '@media': { '(max-width: 640px)': { padding: '12px' } },
});

export const aside = style([
  panel,
  {
    gridArea: 'aside',
    maxHeight: 'calc(100vh - 120px)',
    overflowY: 'auto',
    position: 'sticky',
    top: '16px',
    '@media': { '(max-width: 960px)': { position: 'static', maxHeight: 'none' } },
  },
]);

export const panelTitle = style({ margin: '0 0 12px', fontSize: '18px', fontWeight: 600 });

export const skeletonPlayer = style({ aspectRatio: '16 / 9', borderRadius: vars.radius, background: '#1b1f24' });

// --- learning photos ----------------------------------------------------------------------------

export const photos = style([panel, { display: 'grid', gap: '12px' }]);

export const photoHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px' });

export const photoTitle = style({ margin: 0, fontSize: '16px', fontWeight: 600 });

export const photoMeta = style({ margin: 0, fontSize: '13px', color: vars.color.textMuted });

export const cameraRow = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'flex-start' });

export const preview = style({
  width: '160px',
  aspectRatio: '4 / 3',
  borderRadius: '6px',
  background: '#111',
  objectFit: 'cover',
});

export const photoList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photo = style({
  width: '96px',
  aspectRatio: '4 / 3',
  borderRadius: '4px',
  objectFit: 'cover',
  background: '#eee',
});

export const problem = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: '6px',
  background: '#fff4e5',
  color: '#7a4b00',
  fontSize: '14px',
});
