import { bootLoader } from './loader.js';

// The entry of dist/embed/meedu.js, a classic script: document.currentScript is only set while a
// classic script runs, and it is how the loader finds its data-* settings and its own address.
bootLoader(document.currentScript as HTMLScriptElement | null, (url) => import(/* @vite-ignore */ url));
