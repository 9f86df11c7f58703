import type { ServerModule } from '../module.js';
import { booksModule } from './books/index.js';
import { learnPathsModule } from './learnpaths/index.js';
import { paperModule } from './paper/index.js';
import { addonSharedModule } from './shared/module.js';
import { topicsModule } from './topics/index.js';
import { wendaModule } from './wenda/index.js';
import { zhiboModule } from './zhibo/index.js';

/** Every addon, after the shared tables they all use. */
export const addonModules: ServerModule[] = [addonSharedModule, zhiboModule, booksModule, topicsModule, paperModule, wendaModule, learnPathsModule];
