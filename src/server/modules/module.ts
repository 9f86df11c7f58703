import type { Hono } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerContext } from '../context.js';
import type { AppEnv } from '../http/auth.js';
import type { ModuleGoods } from './orders/goods-kinds.js';

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
   * Periodic upkeep (expired rows, due jobs): run at start and every few minutes while the
   * server runs. Must be quick and must not throw for ordinary data.
   */
  maintain?(ctx: ServerContext): void;
  /**
   * Home-page block renderers by block `sign` (e.g. 'pc-live-v1'): given the block's stored
   * config, return its `config_render`. The block endpoint asks every module.
   */
  viewBlocks?: Record<string, (ctx: ServerContext, config: Record<string, unknown>) => unknown>;
  /** The kinds of goods this module sells or delivers, which orders hand back to it once paid. */
  goods?: ModuleGoods;
  /**
   * Search sources by `type` of GET /api/v3/search (vod, video, live, book, topic, paper,
   * practice, mock_paper): rows whose title or text contains the keywords.
   */
  searchables?: Record<string, (ctx: ServerContext, keywords: string) => SearchSource[]>;
  /**
   * WebSocket endpoints on the server's own port (the live chat): made once per running server,
   * offered every upgrade request, closed with the server.
   */
  sockets?(ctx: ServerContext): SocketEndpoint;
}

export interface SocketEndpoint {
  /** Takes the upgrade request when its path is this endpoint's (true), or leaves it (false). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Closes every socket the endpoint holds. */
  close(): void;
}

/** One searchable record before highlighting; the search endpoint builds `p` from `text`. */
export interface SearchSource {
  id: number;
  resource_type: string;
  resource_id: number;
  title: string;
  charge: number;
  thumb: string;
  short_desc: string;
  desc: string;
  created_at: string;
  updated_at: string;
  /** Plain text the snippet is cut from. */
  text: string;
}
