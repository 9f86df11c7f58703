import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fetchShims, preactAliases } from './build/aliases.js';

/** Component tests run twice: on React (what React hosts of the ESM build use) and on preact/compat (every embed and site user). */
const COMPONENT_TESTS = ['tests/unit/widgets/**/*.test.tsx', 'tests/unit/site/**/*.test.tsx'];

// Six projects, one run, one summary: unit (happy-dom, React), unit-preact (the component tests
// again on preact/compat with the builds' aliases), server (node, real HTTP), render (the rendering
// server from source against a reference server), build (bundle
// budgets, layer boundaries, format), e2e (node driving Debian's Chromium against the built product).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: fetchShims },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // ofetch inlined so the tests run it on the helpers the builds give it (build/aliases.ts).
          server: { deps: { inline: ['@nanostores/react', 'ofetch'] } },
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: { ...preactAliases, ...fetchShims } },
        test: {
          name: 'unit-preact',
          environment: 'happy-dom',
          include: COMPONENT_TESTS,
          setupFiles: ['tests/unit/preact-setup.ts'],
          // Vitest applies aliases to inlined dependencies only: these import react themselves.
          server: { deps: { inline: ['@nanostores/react', 'wouter', 'ofetch'] } },
        },
      },
      {
        // The conformance check runs the client's core against the server here, on the helpers the
        // builds give ofetch (inlined, so the aliases reach it).
        resolve: { alias: fetchShims },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          server: { deps: { inline: ['ofetch'] } },
          testTimeout: 20_000,
        },
      },
      {
        // The rendering server (src/render) from source, on preact as its build runs it, against a
        // reference server: the site's pages rendered in Node, without a build.
        plugins: [vanillaExtractPlugin()],
        resolve: { alias: { ...preactAliases, ...fetchShims } },
        test: {
          name: 'render',
          environment: 'node',
          include: ['tests/render/**/*.test.{ts,tsx}'],
          server: { deps: { inline: ['@nanostores/react', 'wouter', 'ofetch'] } },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
