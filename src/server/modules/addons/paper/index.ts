import type { ServerModule } from '../../module.js';
import { sellable } from '../shared/deps.js';
import { MOCK_PAPER_GOODS, PAPER_GOODS, PRACTICE_GOODS, paperPurchaseRoutes } from './purchase.js';
import { searchMockPapers, searchPapers, searchPractices } from './blocks.js';
import { memberPaperRoutes } from './routes-member.js';
import { mockPaperRoutes } from './routes-mock.js';
import { paperRoutes } from './routes-papers.js';
import { practiceRoutes } from './routes-practice.js';
import { reviewRoutes } from './routes-review.js';
import { PAPER_SCHEMA } from './schema.js';
import { seedPaper } from './seed.js';

export const paperModule: ServerModule = {
  name: 'addon-paper',
  schema: PAPER_SCHEMA,
  seed: seedPaper,
  routes(app, ctx) {
    paperPurchaseRoutes(app, ctx);
    paperRoutes(app, ctx);
    mockPaperRoutes(app, ctx);
    practiceRoutes(app, ctx);
    reviewRoutes(app, ctx);
    memberPaperRoutes(app, ctx);
  },
  searchables: { paper: searchPapers, mock_paper: searchMockPapers, practice: searchPractices },
  goods: sellable(PAPER_GOODS, MOCK_PAPER_GOODS, PRACTICE_GOODS),
};
