import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { DEFAULT_SWITCHES } from '#core/features/index.js';
import { config, configFunc, navs, sessionReady } from '#core/session/index.js';
import { CONFIG_RETRY, configRetryDelay, withLastGoodConfig } from '#core/startup/config.js';
import { startApp, type StartOptions, type StartupDeps } from '#core/startup/index.js';
import { CONFIG_STORAGE_KEY } from '#core/storage/index.js';
import type { NavItem, SystemConfig } from '#core/site/index.js';
import { makeConfig } from './fixtures.js';
import { tick } from '../../support/async.js';

const nav = (name: string): NavItem => ({
  id: 1,
  sort: 1,
  name,
  url: '/courses',
  active_routes: '',
  platform: 'PC',
  parent_id: 0,
  blank: 0,
  children: [],
});

/** getConfig answering from a script, one entry per call (an Error rejects); counts the calls. */
function scriptedDeps(script: Array<SystemConfig | Error>) {
  let calls = 0;
  const deps: StartupDeps = {
    getConfig: () => {
      const next = script[Math.min(calls++, script.length - 1)];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    getMemberDetail: () => Promise.reject(new Error('no member expected')),
    loginWithCode: () => Promise.reject(new Error('no code expected')),
    bindDistribution: () => Promise.resolve([]),
  };
  return { deps, calls: () => calls };
}

let e: RecordingEnvironment;
let restore: () => void;
beforeEach(() => {
  e = recordingEnvironment(1_700_000_000_000);
  restore = configureEnvironment(e);
  sessionReady.set(false);
  config.set(null);
  configFunc.set({ ...DEFAULT_SWITCHES });
  navs.set([]);
});
afterEach(() => restore());

/** Start-up as the site runs it (bootSite), with the config call backed by the last good one. */
const start = (deps: StartupDeps, options: StartOptions = {}) => startApp(withLastGoodConfig(deps, options), options);

const kept = () => JSON.parse(e.local.getItem(CONFIG_STORAGE_KEY) ?? 'null');
const offline = new Error('offline');

describe('the last good system config', () => {
  it('is kept in local storage whenever the server gives one', async () => {
    const cfg = makeConfig({ name: '学习站', navs: [nav('课程')] });
    await start(scriptedDeps([cfg]).deps);
    expect(kept()).toEqual(cfg);
  });

  it('stands in when the call fails: logo, name and menu stay, the failure is only logged', async () => {
    const last = makeConfig({
      name: '学习站',
      logo: { logo: '/kept-logo.png', white_logo: '' },
      navs: [nav('直播')],
    });
    e.local.setItem(CONFIG_STORAGE_KEY, JSON.stringify(last));
    const handedOff: SystemConfig[] = [];
    await start(scriptedDeps([offline]).deps, { handoff: (c) => handedOff.push(c) });
    expect(config.get()).toMatchObject({ name: '学习站', logo: { logo: '/kept-logo.png' } });
    expect(navs.get().map((n) => n.name)).toEqual(['直播']);
    expect(handedOff).toHaveLength(1);
    expect(sessionReady.get()).toBe(true);
    expect(e.logs).toEqual([['system config failed; the last one kept stands in', offline]]);
    expect(e.toasts).toEqual([]);
  });

  it('is ignored when what is stored is not a config object', async () => {
    for (const junk of ['not json', '[1,2]', 'null']) {
      e.local.setItem(CONFIG_STORAGE_KEY, junk);
      config.set(null);
      await start(scriptedDeps([offline]).deps);
      expect(config.get()).toBeNull();
    }
  });
});

describe('without it (embeds)', () => {
  it('keeps nothing and tries nothing again', async () => {
    await startApp(scriptedDeps([makeConfig()]).deps);
    expect(e.local.getItem(CONFIG_STORAGE_KEY)).toBeNull();
    e.local.setItem(CONFIG_STORAGE_KEY, JSON.stringify(makeConfig({ name: '学习站' })));
    config.set(null);
    const { deps, calls } = scriptedDeps([offline]);
    await startApp(deps);
    expect(config.get()).toBeNull();
    expect(e.clock.pending()).toBe(0);
    expect(calls()).toBe(1);
  });
});

describe('trying again in the background', () => {
  it('asks again after 2 s, 4 s, 8 s … until the server answers, then stops', async () => {
    const fresh = makeConfig({ name: '新名字', navs: [nav('电子书')] });
    const { deps, calls } = scriptedDeps([offline, offline, offline, fresh]);
    await start(deps);
    expect(calls()).toBe(1);

    e.clock.advance(CONFIG_RETRY.initialMs - 1);
    await tick();
    expect(calls()).toBe(1);
    e.clock.advance(1);
    await tick();
    expect(calls()).toBe(2);
    expect(config.get()).toBeNull();

    e.clock.advance(4000);
    await tick();
    expect(calls()).toBe(3);
    e.clock.advance(8000);
    await tick();
    expect(calls()).toBe(4);
    expect(config.get()).toBe(fresh);
    expect(navs.get().map((n) => n.name)).toEqual(['电子书']);
    expect(kept()).toEqual(fresh);

    e.clock.advance(10 * 60_000);
    await tick();
    expect(calls()).toBe(4);
    expect(e.clock.pending()).toBe(0);
    expect(e.logs.map((l) => l[0])).toEqual([
      'system config failed',
      'system config failed again',
      'system config failed again',
    ]);
    expect(e.toasts).toEqual([]);
  });

  it('replaces the kept copy when it succeeds, without handing off again', async () => {
    e.local.setItem(CONFIG_STORAGE_KEY, JSON.stringify(makeConfig({ name: '旧名字' })));
    const fresh = makeConfig({ name: '新名字' });
    const handedOff: string[] = [];
    await start(scriptedDeps([offline, fresh]).deps, { handoff: (c) => handedOff.push(c.name) });
    expect(config.get()?.name).toBe('旧名字');
    e.clock.advance(CONFIG_RETRY.initialMs);
    await tick();
    expect(config.get()?.name).toBe('新名字');
    expect(kept().name).toBe('新名字');
    expect(handedOff).toEqual(['旧名字']);
  });

  it('waits at most a minute between attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(configRetryDelay)).toEqual([
      2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
