import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import type { AppEnv } from './auth.js';
import { readInput, type Input } from './input.js';

/**
 * Runs `change` as one immediate transaction: the state it reads is the state it changes, no other
 * write comes in between, and a refusal thrown anywhere in it (ServiceError) undoes all of it.
 */
export function atomically<T>(ctx: ServerContext, change: () => T): T {
  return ctx.db.transaction(change).immediate();
}

/**
 * The handler of a write that checks state and then changes it: accepting an answer, paying,
 * redeeming, exchanging, joining a sale, handing in an answer. The whole request body is read
 * first; only then is anything looked up, checked and changed, all in one transaction. A row read
 * while the body is still on its way is a copy that a parallel request may have changed meanwhile
 * (five accepts of one question, each seeing it unsolved), and a deadline checked before the body
 * arrives lets an answer in after the end. `write` is synchronous on purpose: an `await` inside it
 * would open the same gap again.
 *
 * Spending a captcha or an SMS code must survive the refusal that may follow, so it happens before
 * the transaction (see the flash-sale join), never inside `write`.
 */
export function atomicWrite(ctx: ServerContext, write: (c: Context<AppEnv>, input: Input) => Response) {
  return async (c: Context<AppEnv>) => {
    const input = await readInput(c);
    return atomically(ctx, () => write(c, input));
  };
}
