import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Plugin } from 'esbuild';
import ts from 'typescript';
import { localTarget } from './specifiers.js';

/**
 * Other folders read a core domain through its index.ts (docs/api-client.md). esbuild's code
 * splitting, though, places every module an index re-exports in the chunk of everyone who reads
 * that index, once some lazy chunk uses it: the first view, which reads a domain's few calls
 * through its index, would carry the domain's machines and queries that only later pages load.
 * So, in the bundles only, an import from a domain index becomes an import from the module that
 * declares each name, and each module lands where it is used, as if the index were not there.
 */

/** Index modules whose names are looked through: src/core/<folder>/index.ts. */
const INDEX = /\/src\/core\/[^/]+\/index\.ts$/;

const toTs = (from: string, spec: string) => {
  const base = localTarget(from, spec)?.replace(/\.js$/, '');
  if (!base) return null;
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync) ?? null;
};

const parse = (path: string, text: string) =>
  ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

const exportsCache = new Map<string, Map<string, { file: string; name: string }>>();

/** The value exports of a module: name -> the module declaring it and its name there. */
function exportsOf(file: string, seen = new Set<string>()): Map<string, { file: string; name: string }> {
  const cached = exportsCache.get(file);
  if (cached) return cached;
  const found = new Map<string, { file: string; name: string }>();
  if (seen.has(file)) return found;
  seen.add(file);
  const sf = parse(file, readFileSync(file, 'utf8'));
  const isBarrel = INDEX.test(file);
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      if (st.isTypeOnly) continue;
      const spec = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : null;
      const target = spec ? toTs(file, spec) : null;
      if (!st.exportClause) {
        if (target) for (const [n, v] of exportsOf(target, seen)) if (!found.has(n)) found.set(n, v);
        continue;
      }
      if (!ts.isNamedExports(st.exportClause)) continue;
      for (const e of st.exportClause.elements) {
        if (e.isTypeOnly) continue;
        const name = e.name.text;
        const local = (e.propertyName ?? e.name).text;
        if (target && isBarrel) found.set(name, exportsOf(target, seen).get(local) ?? { file: target, name: local });
        else found.set(name, { file, name });
      }
      continue;
    }
    const exported =
      ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name)) found.set(d.name.text, { file, name: d.name.text });
    } else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) && st.name) {
      found.set(st.name.text, { file, name: st.name.text });
    }
  }
  exportsCache.set(file, found);
  return found;
}

/** The source with its named value imports from domain indexes pointed at the declaring modules. */
export function lookThroughIndexes(path: string, source: string): string {
  if (!source.includes('/index.js')) return source;
  const sf = parse(path, source);
  const edits: Array<[number, number, string]> = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const clause = st.importClause;
    if (!clause || clause.isTypeOnly || clause.name || !clause.namedBindings) continue;
    if (!ts.isNamedImports(clause.namedBindings)) continue;
    const spec = st.moduleSpecifier.text;
    const target = toTs(path, spec);
    if (!target || !INDEX.test(target) || target === path) continue;
    const names = exportsOf(target);
    const byFile = new Map<string, string[]>();
    let complete = true;
    for (const e of clause.namedBindings.elements) {
      if (e.isTypeOnly) continue;
      const imported = (e.propertyName ?? e.name).text;
      const where = names.get(imported);
      if (!where) {
        complete = false;
        break;
      }
      const list = byFile.get(where.file) ?? [];
      list.push(where.name === e.name.text ? where.name : `${where.name} as ${e.name.text}`);
      byFile.set(where.file, list);
    }
    if (!complete) continue;
    const lines = [...byFile].map(([file, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(file)};`);
    edits.push([st.getStart(sf), st.getEnd(), lines.join('\n')]);
  }
  let out = source;
  for (const [start, end, text] of edits.reverse()) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** The esbuild plugin: every source module under src/ (stylesheets aside) read through lookThroughIndexes. */
export function flattenIndexes(): Plugin {
  return {
    name: 'flatten-indexes',
    setup(build) {
      build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
        if (args.path.endsWith('.css.ts')) return undefined;
        const source = await readFile(args.path, 'utf8');
        const contents = lookThroughIndexes(args.path, source);
        if (contents === source) return undefined;
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}
