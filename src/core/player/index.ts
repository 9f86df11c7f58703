/** The course video player's logic without its view (the view lives in widgets/player). */
export * from './machine.js';
export { pickSource, type PlaySource } from './source.js';
export * from './snapshot.js';
export { playerWatermark, type Watermark } from './watermark.js';
