import type { ServerModule } from '../module.js';
import { booksModule } from './books/index.js';
import { certModule } from './cert/index.js';
import { codeExchangerModule } from './codeexchanger/index.js';
import { credit1MallModule } from './credit1mall/index.js';
import { daySignInModule } from './daysignin/index.js';
import { learnPathsModule } from './learnpaths/index.js';
import { miaoshaModule } from './miaosha/index.js';
import { paperModule } from './paper/index.js';
import { shareModule } from './share/index.js';
import { snapshotModule } from './snapshot/index.js';
import { addonSharedModule } from './shared/module.js';
import { templateOneModule } from './templateone/index.js';
import { topicsModule } from './topics/index.js';
import { tuangouModule } from './tuangou/index.js';
import { wendaModule } from './wenda/index.js';
import { zhiboModule } from './zhibo/index.js';

/**
 * Every addon, after the shared tables they all use. Content addons come first: the exchange,
 * mall, sale and like addons point at their rows (and seed against them).
 */
export const addonModules: ServerModule[] = [
  addonSharedModule,
  zhiboModule,
  booksModule,
  topicsModule,
  paperModule,
  wendaModule,
  learnPathsModule,
  codeExchangerModule,
  credit1MallModule,
  certModule,
  templateOneModule,
  shareModule,
  tuangouModule,
  miaoshaModule,
  daySignInModule,
  snapshotModule,
];
