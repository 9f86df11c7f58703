/**
 * Runs the reference server from environment variables (see docs/server.md) until SIGINT or
 * SIGTERM; `extra` adds to what the environment sets (a rendering server's pages, src/render).
 * Compiled into dist/server/main.js and dist/render/start.js; both sit two levels below the root.
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, optionsFromEnv, startServer, type RunningServer, type StartOptions } from './index.js';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function runServer(extra: Partial<StartOptions> = {}, lines: string[] = []): Promise<RunningServer> {
  let server: RunningServer;
  try {
    const options = optionsFromEnv(process.env, projectRoot);
    server = await startServer({ ...options, ...extra });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`启动失败：${err.message}`);
    } else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`启动失败：端口已被占用（${(err as Error).message}）。换一个端口：PORT=8090 npm start`);
    } else {
      console.error('启动失败：', err);
    }
    process.exit(1);
  }

  // A few plain lines, the addresses a person opens last (scripts/built-server.mjs reads the
  // first address as the server's and the 示例页面 line as the examples').
  const { ctx } = server;
  const mode = ctx.options.production ? 'production' : 'development';
  console.log(`MeEdu reference server (${mode}), MeEdu ${ctx.options.meeduVersion}（MEEDU_VERSION）`);
  console.log(`  数据库:      ${ctx.options.dbPath}`);
  console.log(`  API 基址:    ${server.url}/api/v2  ${server.url}/api/v3`);
  if (!ctx.options.production) {
    console.log(`  开发接口:    ${server.url}/__dev/...（短信收件箱、验证码答案、模拟扫码、故障注入）`);
  }
  console.log(`  站点:        ${server.url}/`);
  if (server.examplesUrl) console.log(`  示例页面:    ${server.examplesUrl}/examples/ （另一个源，用于跨域嵌入）`);
  for (const line of lines) console.log(line);
  if (!ctx.options.production) console.log('  演示账号:    13800138000 / meedu123');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log('再次收到信号，立即退出');
      process.exit(1);
    }
    stopping = true;
    console.log(`收到 ${signal}，正在关闭…`);
    server.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return server;
}
