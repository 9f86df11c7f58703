import type { ServerModule } from './module.js';

/**
 * Every slice of the server, in schema order (a module's tables may reference earlier ones).
 */
export const modules: ServerModule[] = [];
