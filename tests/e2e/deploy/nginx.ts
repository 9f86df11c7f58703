import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Debian's nginx (scripts/ensure.mjs installs it for `npm test`). */
export const NGINX = '/usr/sbin/nginx';

/** A port nothing listens on now (nginx cannot be given port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `text` with `from` replaced by `to`, failing when `from` is not there (the file changed shape). */
export function replaceIn(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`);
  if (typeof from === 'string') return text.split(from).join(to);
  return text.replace(new RegExp(from.source, from.flags.includes('g') ? from.flags : `${from.flags}g`), to);
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground as a child process with its own prefix in `dir`: a main
 * configuration like Debian's (its modules and MIME types) that includes `site`, the
 * server block under test. No system service is touched. Resolves once it accepts connections.
 */
export async function startNginx(dir: string, site: string, port: number): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: npm test installs it (scripts/ensure.mjs)`);
  mkdirSync(join(dir, 'temp'), { recursive: true });
  // Debian's module snippets load `modules/…` relative to the prefix.
  if (!existsSync(join(dir, 'modules'))) symlinkSync('/usr/share/nginx/modules', join(dir, 'modules'));
  writeFileSync(join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${join(dir, 'site.conf')};
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx does not answer on ${url}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** The repository's deploy/nginx.conf. */
export const deployConfig = () => readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
