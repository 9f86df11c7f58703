import { describe, expect, it } from 'vitest';
import {
  ADDON_SWITCHES,
  DEFAULT_SWITCHES,
  featureSwitches,
  isOn,
  type FeatureName,
  type FeatureSwitches,
} from '#core/features/index.js';

const ALL: FeatureName[] = [
  'vip',
  'live',
  'book',
  'topic',
  'paper',
  'practice',
  'mockPaper',
  'wrongBook',
  'wenda',
  'share',
  'codeExchanger',
  'snapshort',
  'ke',
  'promoCode',
  'daySignIn',
  'credit1Mall',
  'tuangou',
  'miaosha',
  'cert',
];

const on = (s: FeatureSwitches) => ALL.filter((k) => s[k]).sort();

describe('feature switches', () => {
  it('defaults to vip only', () => {
    expect(on(DEFAULT_SWITCHES)).toEqual(['vip']);
    expect(Object.keys(DEFAULT_SWITCHES).sort()).toEqual([...ALL].sort());
    expect(on(featureSwitches({ enabled_addons: [] }))).toEqual(['vip']);
  });

  it.each([
    ['Zhibo', ['live']],
    ['MeeduBooks', ['book']],
    ['MeeduTopics', ['topic']],
    ['Paper', ['mockPaper', 'paper', 'practice', 'wrongBook']],
    ['Wenda', ['wenda']],
    ['MultiLevelShare', ['promoCode', 'share']],
    ['CodeExchanger', ['codeExchanger']],
    ['Snapshot', ['snapshort']],
    ['DaySignIn', ['credit1Mall', 'daySignIn']],
    ['Credit1Mall', ['credit1Mall']],
    ['TuanGou', ['tuangou']],
    ['MiaoSha', ['miaosha']],
    ['Cert', ['cert']],
  ])('%s turns on %j', (addon, names) => {
    expect(on(featureSwitches({ enabled_addons: [addon] }))).toEqual([...names, 'vip'].sort());
  });

  it('maps every addon the spec lists, and nothing turns on ke', () => {
    expect(Object.keys(ADDON_SWITCHES).sort()).toEqual([
      'Cert',
      'CodeExchanger',
      'Credit1Mall',
      'DaySignIn',
      'MeeduBooks',
      'MeeduTopics',
      'MiaoSha',
      'MultiLevelShare',
      'Paper',
      'Snapshot',
      'TuanGou',
      'Wenda',
      'Zhibo',
    ]);
    const all = featureSwitches({ enabled_addons: Object.keys(ADDON_SWITCHES) });
    expect(ALL.filter((k) => !all[k])).toEqual(['ke']);
  });

  it('ignores unknown names, duplicates and a missing list', () => {
    expect(on(featureSwitches({ enabled_addons: ['Nope', 'zhibo', 'Zhibo', 'Zhibo'] }))).toEqual(['live', 'vip']);
    expect(on(featureSwitches({ enabled_addons: undefined as unknown as string[] }))).toEqual(['vip']);
    expect(on(featureSwitches({ enabled_addons: [] as unknown as string[] }))).toEqual(['vip']);
  });

  it('does not trip over addon names that match Object.prototype members', () => {
    expect(on(featureSwitches({ enabled_addons: ['constructor', 'toString', '__proto__', 'Cert'] }))).toEqual([
      'cert',
      'vip',
    ]);
  });

  it.each(['1', 1, true, 'true'] as const)('disable_vip %j turns vip off', (value) => {
    expect(featureSwitches({ enabled_addons: [], disable_vip: value as never }).vip).toBe(false);
  });

  it.each(['0', 0, false, '', undefined] as const)('disable_vip %j keeps vip on', (value) => {
    expect(featureSwitches({ enabled_addons: [], disable_vip: value as never }).vip).toBe(true);
  });

  it('the build setting turns vip off; unset keeps it on', () => {
    expect(featureSwitches({ enabled_addons: ['Zhibo'] }, { vipDisabledByBuild: true })).toMatchObject({
      vip: false,
      live: true,
    });
    expect(featureSwitches({ enabled_addons: [] }, { vipDisabledByBuild: false }).vip).toBe(true);
    expect(featureSwitches({ enabled_addons: [] }, {}).vip).toBe(true);
  });

  it('does not let one result share state with the defaults', () => {
    const a = featureSwitches({ enabled_addons: ['Zhibo'] });
    expect(DEFAULT_SWITCHES.live).toBe(false);
    expect(featureSwitches({ enabled_addons: [] }).live).toBe(false);
    expect(a.live).toBe(true);
  });

  it('isOn reads the forms a MeEdu server sends', () => {
    expect([1, '1', true, 'true', 'yes'].map(isOn)).toEqual([true, true, true, true, true]);
    expect([0, '0', false, '', 'false', 'FALSE', null, undefined].map(isOn)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
