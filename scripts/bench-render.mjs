/**
 * `npm run bench:render`: what rendering the public pages on the server buys a visitor, and what it
 * costs the server (docs/deploy.md, section 7). Run `npm run build` first.
 *
 * Starts the built reference server (throwaway database) and the rendering server in front of it,
 * then loads `/`, `/courses` and a course in Debian's Chromium on a slow phone-like connection
 * (CPU 4x, 1.6 Mbps, 150 ms round trips, cache off, a new context per load), median of --runs:
 *   rendered  the rendering server (dist/render/main.js, its answers kept, the default);
 *   static    the client-rendered site as the reference server serves it;
 *   other     optionally another client of the same API (--other <origin>).
 * For each: FCP, LCP, when a course title from the API's course list was first shown, and how many
 * requests had completed (and been sent) by then; and whether the first HTML answer
 * (Accept: text/html) already carries a course title.
 *
 * --load: the rendering server under autocannon on the course page (Accept: text/html), once with
 * its answers kept and once with MEEDU_RENDER_CACHE=0, both in front of the same reference server.
 *
 * Options: --runs <n> (5), --other <origin>, --other-paths <a,b,c> (the other client's addresses of
 * the three pages; default the same as ours), --api-port <n> (the reference server's port, so the
 * other client can be started against it beforehand; default any free port), --meedu-version
 * <release> (the MeEdu release the reference server plays), --load, --duration <s> (10),
 * --connections <n> (10).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  contentShown,
  launchChromium,
  median,
  networkQuiet,
  observeContent,
  observePaint,
  readContent,
  readPaint,
  throttledPage,
} from './bench-browser.mjs';
import { cpuSeconds, startRenderServer, startServer, stopServer, waitUntilAnswering } from './built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const text = (name) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args[i + 1];
};
const whole = (name, fallback) => {
  const raw = text(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} needs a whole number`);
    process.exit(2);
  }
  return value;
};
const runs = whole('runs', 5) || 1;
const apiPort = whole('api-port', 0);
const duration = whole('duration', 10);
const connections = whole('connections', 10);
const load = args.includes('--load');
const meeduVersion = text('meedu-version');
const other = text('other')?.replace(/\/+$/, '');
const PATHS = ['/', '/courses', '/courses/detail/1'];
const otherPaths = text('other-paths')?.split(',') ?? PATHS;
if (otherPaths.length !== PATHS.length) {
  console.error(`--other-paths needs ${PATHS.length} addresses, comma-separated (${PATHS.join(',')})`);
  process.exit(2);
}

const serverMain = join(root, 'dist', 'server', 'main.js');
const renderMain = join(root, 'dist', 'render', 'main.js');
for (const file of [serverMain, renderMain, join(root, 'dist', 'site', 'index.html')]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** Every course of the API's list, id → title (the reference server has a few dozen). */
async function courseTitles(api) {
  const titles = new Map();
  for (let page = 1; ; page++) {
    const res = await fetch(`${api}/api/v2/courses?page=${page}&page_size=100`);
    const { data } = await res.json();
    for (const course of data.data) titles.set(course.id, course.title);
    if (page >= data.last_page || !data.data.length) return titles;
  }
}

/** A course's page shows its own title; a list or the home page any course's. */
function titlesFor(path, titles) {
  const id = /\/detail\/(\d+)/.exec(path)?.[1];
  if (!id) return [...titles.values()];
  const title = titles.get(Number(id));
  if (!title) throw new Error(`course ${id} (${path}) is not in the API's course list`);
  return [title];
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the first answer to a browser's request shows a title in its markup (not its head or scripts). */
async function titleInFirstHtml(url, titles) {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  const markup = (await res.text()).replace(/<head[\s\S]*?<\/head>/i, '').replace(/<script[\s\S]*?<\/script>/gi, '');
  return titles.some((t) => markup.includes(t) || markup.includes(escapeHtml(t)));
}

/**
 * The built site as deployed in front of another API: its files linked, its config.js edited as an
 * operator does (docs/deploy.md, section 2) to name the reference server, so the browser's calls
 * after hydration go there, and the build records beside it, where the rendering server reads them.
 */
function siteFor(api, dir) {
  const built = join(root, 'dist', 'site');
  const site = join(dir, 'site');
  mkdirSync(site);
  for (const name of readdirSync(built)) {
    if (name !== 'config.js') symlinkSync(join(built, name), join(site, name));
  }
  const config = readFileSync(join(built, 'config.js'), 'utf8');
  const edited = config.replace(/const apiUrl = ".*";/, `const apiUrl = ${JSON.stringify(api)};`);
  if (edited === config) throw new Error('dist/site/config.js has no `const apiUrl = "…";` to set');
  writeFileSync(join(site, 'config.js'), edited);
  symlinkSync(join(root, 'dist', 'meta'), join(dir, 'meta'));
  return site;
}

async function renderServer(api, siteDir, keepAnswers) {
  const server = startRenderServer(renderMain, root, { apiUrl: api, siteDir, keepAnswers });
  const url = await server.url;
  const res = await fetch(`${url}/healthz`);
  if (!res.ok) throw new Error(`the rendering server answered /healthz with ${res.status}`);
  return { child: server.child, url, answered: server.answered };
}

/**
 * One cold load. A client-rendered page can go quiet on the network while its scripts run and only
 * then ask for its data, so the paint figures are read once the title has been shown (or 30 s have
 * passed) and the network has been quiet again.
 */
async function measure(browser, url, titles) {
  const { context, page, requests } = await throttledPage(browser);
  await observePaint(page);
  await observeContent(page, titles);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await contentShown(page);
  await networkQuiet(requests);
  const sample = { ...(await readPaint(page)), ...(await readContent(page)) };
  await context.close();
  return sample;
}

/** Medians; the content figures over the loads in which the title was shown at all. */
function summarise(samples) {
  const shownIn = samples.filter((s) => s.shown !== null);
  const of = (list, key) => (list.length ? median(list.map((s) => s[key])) : NaN);
  return {
    fcp: of(samples, 'fcp'),
    lcp: of(samples, 'lcp'),
    shown: of(shownIn, 'shown'),
    done: of(shownIn, 'done'),
    started: of(shownIn, 'started'),
    blocking: of(shownIn, 'blocking'),
    shownIn: shownIn.length,
  };
}

const ms = (n) => (Number.isFinite(n) && n > 0 ? `${n.toFixed(0)}` : '–');

function printTable(clients, results, firstHtml) {
  const rows = [
    '| page | site | FCP ms | LCP ms | title shown ms | requests done (sent) by then | render-blocking | title in first HTML | LCP ÷ other |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  PATHS.forEach((path, p) => {
    for (const client of clients) {
      const r = results.get(`${client.name} ${p}`);
      const address = client.paths[p] === path ? '' : ` (${client.paths[p]})`;
      const shown =
        r.shownIn === 0 ? 'never' : `${ms(r.shown)}${r.shownIn < runs ? ` (in ${r.shownIn} of ${runs})` : ''}`;
      const requests = r.shownIn === 0 ? '–' : `${ms(r.done)} (${ms(r.started)})`;
      const otherResult = results.get(`other ${p}`);
      // No LCP (0) is a page that never painted a candidate: no ratio then.
      const ratio =
        client.name === 'rendered' && otherResult
          ? otherResult.lcp > 0
            ? (r.lcp / otherResult.lcp).toFixed(2)
            : '–'
          : '';
      rows.push(
        `| ${path} | ${client.name}${address} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${shown} | ${requests} | ${
          r.shownIn === 0 ? '–' : ms(r.blocking)
        } | ${firstHtml.get(`${client.name} ${p}`) ? 'yes' : 'no'} | ${ratio} |`,
      );
    }
  });
  console.log(rows.join('\n'));
}

async function loadTest(api, apiChild, siteDir, path, title) {
  const loadAverage = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `\nrendering server under load: GET ${path} (Accept: text/html), ${connections} connections, ${duration} s each`,
  );
  console.log(`load average before: ${loadAverage()}`);
  const rows = [];
  for (const keepAnswers of [true, false]) {
    const server = await renderServer(api, siteDir, keepAnswers);
    try {
      const url = server.url + path;
      if (!(await titleInFirstHtml(url, [title]))) throw new Error(`${url} was not rendered with the course's title`);
      const options = { url, connections, headers: { accept: 'text/html' } };
      // A short warm-up so the measured seconds do not include JIT compilation.
      await autocannon({ ...options, duration: 1 });
      const before = [cpuSeconds(server.child.pid), cpuSeconds(apiChild.pid)];
      const { fallback } = server.answered;
      const result = await autocannon({ ...options, duration });
      const after = [cpuSeconds(server.child.pid), cpuSeconds(apiChild.pid)];
      // The log line of the last answers may still be on its way.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const perRequest = (i) =>
        before[i] === null || after[i] === null || !result.requests.total
          ? 'n/a'
          : Number((((after[i] - before[i]) * 1000) / result.requests.total).toFixed(2));
      rows.push({
        answers: keepAnswers ? 'kept (default)' : 'MEEDU_RENDER_CACHE=0',
        'req/s (avg)': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'render CPU ms/req': perRequest(0),
        'API CPU ms/req': perRequest(1),
        requests: result.requests.total,
        failed: result.errors + result.timeouts + result.non2xx,
        // Answered in time but without the page's content (the API slower than the render timeout).
        'client page instead': server.answered.fallback - fallback,
      });
    } finally {
      await stopServer(server.child);
    }
  }
  console.table(rows);
  console.log(`load average after: ${loadAverage()}`);
  return rows.every((row) => row.failed === 0);
}

const dir = mkdtempSync(join(tmpdir(), 'meedu-render-bench-'));
const children = [];
let browser;
let exitCode = 0;
try {
  const api = startServer(serverMain, root, dir, { port: apiPort, meeduVersion });
  children.push(api.child);
  const apiUrl = await api.url;
  await waitUntilAnswering(apiUrl);
  const titles = await courseTitles(apiUrl);
  const siteDir = siteFor(apiUrl, dir);
  const rendered = await renderServer(apiUrl, siteDir, true);
  children.push(rendered.child);
  const clients = [
    { name: 'rendered', origin: rendered.url, paths: PATHS },
    { name: 'static', origin: apiUrl, paths: PATHS },
  ];
  if (other) {
    const res = await fetch(other, { headers: { accept: 'text/html' } }).catch((error) => error);
    if (!(res instanceof Response) || !res.ok)
      throw new Error(`--other ${other} did not answer: ${res instanceof Response ? res.status : res.message}`);
    clients.push({ name: 'other', origin: other, paths: otherPaths });
  }
  console.log(
    `API ${apiUrl} (${titles.size} courses); rendered ${rendered.url}; static ${apiUrl}${other ? `; other ${other}` : ''}`,
  );
  const firstHtml = new Map();
  for (const client of clients)
    for (const [p, path] of client.paths.entries())
      firstHtml.set(`${client.name} ${p}`, await titleInFirstHtml(client.origin + path, titlesFor(path, titles)));

  browser = await launchChromium();
  // Loads alternate between the sites, so a busy moment on a shared machine falls on all of them.
  const samples = new Map();
  for (let run = 0; run < runs; run++) {
    for (const [p] of PATHS.entries()) {
      for (const client of clients) {
        const key = `${client.name} ${p}`;
        const path = client.paths[p];
        const sample = await measure(browser, client.origin + path, titlesFor(path, titles));
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
    }
  }
  const results = new Map([...samples].map(([key, list]) => [key, summarise(list)]));
  console.log(
    `\nChromium, CPU 4x, 1.6 Mbps down, 150 ms RTT, cache off, a new context per load; median of ${runs}` +
      `${meeduVersion ? `; reference server as MeEdu ${meeduVersion}` : ''}\n`,
  );
  printTable(clients, results, firstHtml);
  console.log(
    '\ntitle shown: the first frame in which a course title (the course itself on its page, any course of the' +
      ' API\'s list elsewhere) is laid out and not hidden, in the first screen or below it. Requests: "done" had' +
      ' their whole response by then, "sent" had been sent; the page itself counts as one. Render-blocking: the' +
      " page and the stylesheets and scripts the first paint waited for (a client-rendered page's content" +
      ' waits on its scripts and API calls besides).',
  );

  if (load) {
    await browser.close();
    browser = undefined;
    const detail = PATHS[2];
    if (!(await loadTest(apiUrl, api.child, siteDir, detail, titlesFor(detail, titles)[0]))) exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await browser?.close();
  for (const child of children.reverse()) await stopServer(child);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
