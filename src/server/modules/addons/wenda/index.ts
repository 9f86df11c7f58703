import type { ServerModule } from '../../module.js';
import { answerRoutes } from './routes-answers.js';
import { questionRoutes } from './routes-questions.js';
import { WENDA_SCHEMA } from './schema.js';
import { seedWenda } from './seed.js';

export const wendaModule: ServerModule = {
  name: 'addon-wenda',
  schema: WENDA_SCHEMA,
  seed: seedWenda,
  routes(app, ctx) {
    questionRoutes(app, ctx);
    answerRoutes(app, ctx);
  },
};
