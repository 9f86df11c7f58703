import { build, ensurePackages } from './ensure.mjs';

await ensurePackages();
build();
