import { build, ensurePackages } from './ensure.mjs';

ensurePackages();
build();
