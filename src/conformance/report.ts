/** The conformance check's printout: the server's capabilities, one per line, then the table. */
import type { Capabilities } from '#core/capabilities/index.js';
import type { ConformanceResult, Row } from './run.js';

const HOME: Record<Capabilities['home'], string> = {
  decoration: 'decoration blocks (GET /api/v2/decorationPage/blocks)',
  legacy: 'sliders and view blocks (GET /api/v2/sliders, /api/v2/viewBlock/page/blocks)',
  unknown: 'unknown',
};

const COMMENTS: Record<Capabilities['comments'], string> = {
  v3: 'v3 threads (GET /api/v3/comments, /comments/replies; POST /api/v3/comment/store)',
  v2: 'v2 lists (GET|POST /api/v2/{course|video}/{id}/comment[s])',
  unknown: 'unknown',
};

const ORDERS: Record<Capabilities['orders'], string> = {
  v3: 'v3 (POST /api/v3/order, the server cashier at pay_url)',
  v2: 'v2 (POST /api/v2/order/course|role, GET /api/v2/order/payments)',
  unknown: 'unknown',
};

const ATTACHMENTS: Record<Capabilities['attachments'], string> = {
  v3: 'v3 two-step (GET /api/v3/course/{courseId}/attach/{id})',
  v2: 'v2 download address (GET /api/v2/course/attach/{id}/download)',
};

const WECHAT_SCAN = {
  url: 'on: POST /api/v3/auth/login/wechat-scan/url',
  scan: 'on: GET /api/v3/auth/login/wechat/scan',
  off: 'off',
};

export function capabilityLines(result: Pick<ConformanceResult, 'capabilities' | 'addons'>): string[] {
  const c = result.capabilities;
  const lines: Array<[string, string]> = [
    ['home page', HOME[c.home]],
    ['comments', COMMENTS[c.comments]],
    ['orders', ORDERS[c.orders]],
    ['attachments', ATTACHMENTS[c.attachments]],
    ['WeChat scan', WECHAT_SCAN[c.wechatScan ?? 'off']],
    ['agreements', c.agreements ? 'versioned (agreement_status, POST /api/v2/member/agreement/agree)' : 'none'],
    ['addons', result.addons.length ? result.addons.join(', ') : 'none listed'],
  ];
  return lines.map(([name, value]) => `  ${name.padEnd(12)} ${value}`);
}

const RESULT: Record<Row['outcome'], string> = { pass: 'pass', fail: 'FAIL', skip: 'skip' };

export function tableLines(rows: readonly Row[]): string[] {
  const header: Row = { name: 'call', request: 'request', outcome: 'pass', detail: 'first difference / note' };
  const nameWidth = Math.max(...[header, ...rows].map((r) => r.name.length));
  const requestWidth = Math.min(64, Math.max(...[header, ...rows].map((r) => r.request.length)));
  const fit = (text: string) => (text.length > requestWidth ? `${text.slice(0, requestWidth - 1)}…` : text);
  const line = (r: Row, result: string) =>
    `${r.name.padEnd(nameWidth)}  ${fit(r.request || '-').padEnd(requestWidth)}  ${result.padEnd(8)}${r.detail}`.trimEnd();
  return [line(header, 'result'), ...rows.map((r) => line(r, RESULT[r.outcome]))];
}

/** The groups of calls left out, and the option that adds each. */
function notChecked({ member, writes }: ConformanceResult['scope']): string[] {
  const left = [
    ...(member ? [] : ["a member's calls (--member MOBILE:PASSWORD)"]),
    ...(writes ? [] : ['writes (--writes, with --member)']),
  ];
  return left.length ? [`Not checked: ${left.join('; ')}`, ''] : [];
}

export function formatReport(result: ConformanceResult): string {
  const count = (o: Row['outcome']) => result.rows.filter((r) => r.outcome === o).length;
  return [
    `MeEdu API server ${result.api}`,
    '',
    'Capabilities',
    ...capabilityLines(result),
    '',
    ...notChecked(result.scope),
    ...tableLines(result.rows),
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`,
  ].join('\n');
}
