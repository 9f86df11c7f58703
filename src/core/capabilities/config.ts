import { apiBaseURL } from '../client/index.js';
import type { SystemConfig } from '../site/index.js';

/** The site's name: `name` (every 4.9 release), else `webname` (gone in 4.9.11), else ''. */
export function siteName(config: SystemConfig | null | undefined): string {
  const name = typeof config?.name === 'string' ? config.name.trim() : '';
  if (name) return name;
  return typeof config?.webname === 'string' ? config.webname.trim() : '';
}

/**
 * An image address of config as a string: MeEdu sends an unset `white_logo` as `{}` or null.
 * Before 4.9.10 logos were the raw setting, possibly a path of the API server: such a path is
 * made absolute against the server's address (config `url`, else the API base).
 */
function imageAddress(value: unknown, config: SystemConfig): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const raw = value.trim();
  if (!raw.startsWith('/') || raw.startsWith('//')) return raw;
  const base = [config.url, apiBaseURL()].find((b) => typeof b === 'string' && /^https?:\/\//i.test(b));
  if (!base) return raw;
  try {
    return new URL(raw, base).href;
  } catch {
    return raw;
  }
}

/** `logo` for light backgrounds, `white` for dark ones (null when the server has none). */
export function siteLogo(config: SystemConfig | null | undefined): { logo: string | null; white: string | null } {
  if (!config?.logo || typeof config.logo !== 'object') return { logo: null, white: null };
  return { logo: imageAddress(config.logo.logo, config), white: imageAddress(config.logo.white_logo, config) };
}
