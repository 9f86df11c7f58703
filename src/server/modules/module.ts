import type { Hono } from 'hono';
import type { ServerContext } from '../context.js';
import type { AppEnv } from '../http/auth.js';

/**
 * A slice of the server: its tables, its demo rows and its routes. Modules own their tables
 * and never write another module's tables except through that module's exported functions.
 */
export interface ServerModule {
  name: string;
  /** Idempotent DDL (CREATE TABLE IF NOT EXISTS ...), run in order on every start. */
  schema: string[];
  /** Fills this module's tables with demo content; runs once, on an empty database. */
  seed?(ctx: ServerContext): void;
  routes(app: Hono<AppEnv>, ctx: ServerContext): void;
  /**
   * Home-page block renderers by block `sign` (e.g. 'pc-live-v1'): given the block's stored
   * config, return its `config_render`. The block endpoint asks every module.
   */
  viewBlocks?: Record<string, (ctx: ServerContext, config: Record<string, unknown>) => unknown>;
}
