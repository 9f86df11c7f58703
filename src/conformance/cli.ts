/**
 * `npm run conformance -- --api URL [--member MOBILE:PASSWORD] [--writes] [--promo CODE]
 * [--course ID]`: prints the report and answers the exit code (0 all passed, 1 a call failed,
 * 2 the server could not be checked or the arguments were wrong).
 */
import { formatReport } from './report.js';
import { runConformance, UnusableServer, type ConformanceOptions } from './run.js';

export const USAGE = `usage: npm run conformance -- --api URL [--member MOBILE:PASSWORD] [--writes] [--promo CODE] [--course ID]

  --api URL                  the MeEdu API server (e.g. https://api.example.com)
  --member MOBILE:PASSWORD   also check the logged-in reads, signed in with this member's password
  --writes                   also check calls that change the server (posts a comment, records the
                             member's consent to the agreements); needs --member
  --promo CODE               also check this promo code (GET /api/v2/promoCode/{code}/check); needs
                             --member
  --course ID                the course to look at (default: the first free course listed)`;

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** The options of the arguments, or what is wrong with them. */
export function parseArguments(argv: readonly string[]): ConformanceOptions | string {
  const options: ConformanceOptions = { api: '' };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
      return v;
    };
    try {
      if (name === '--api') options.api = value();
      else if (name === '--writes') options.writes = true;
      else if (name === '--promo') options.promoCode = value();
      else if (name === '--member') {
        const v = value();
        const at = v.indexOf(':');
        if (at <= 0 || at === v.length - 1) return '--member takes MOBILE:PASSWORD';
        options.member = { mobile: v.slice(0, at), password: v.slice(at + 1) };
      } else if (name === '--course') {
        const id = Number(value());
        if (!Number.isInteger(id) || id <= 0) return '--course takes a course id';
        options.courseId = id;
      } else return `unknown argument ${name}`;
    } catch (e) {
      return (e as Error).message;
    }
  }
  if (!options.api) return '--api is required';
  if (!/^https?:\/\/[^/]/i.test(options.api)) return `--api must be an http(s) address, not ${options.api}`;
  if (options.writes && !options.member) return '--writes needs --member (the writes are a member’s)';
  if (options.promoCode && !options.member) return '--promo needs --member (the check is a member’s call)';
  return options;
}

export async function conformanceCli(argv: readonly string[], output: Output): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    output.out(USAGE);
    return 0;
  }
  const options = parseArguments(argv);
  if (typeof options === 'string') {
    output.err(`${options}\n\n${USAGE}`);
    return 2;
  }
  try {
    const result = await runConformance(options);
    output.out(formatReport(result));
    return result.ok ? 0 : 1;
  } catch (e) {
    if (e instanceof UnusableServer) {
      output.err(e.message);
      return 2;
    }
    throw e;
  }
}
