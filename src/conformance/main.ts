/** Entry of `npm run conformance` (scripts/conformance.mjs bundles and runs this file). */
import { conformanceCli } from './cli.js';

process.exitCode = await conformanceCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
