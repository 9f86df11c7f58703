/**
 * `npm start` with the site's pages rendered in the browser only (MEEDU_RENDER=off): the reference
 * server from environment variables (see docs/server.md). Compiled to dist/server/main.js.
 */
import { runServer } from './run.js';

void runServer();
