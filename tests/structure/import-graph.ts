import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { moduleReferences, type ImportPart } from '../support/module-references.ts';

/*
 * The site's import graph, read from the files of a tree (the project's, or a copy with an import
 * planted in it): every import, re-export and dynamic import, type-only ones included, of src/ and
 * islands/. A project file is named by its path from the tree's root; a Node built-in by `node:<name>`.
 */

const SOURCE = /\.(?:[cm]?[jt]s|tsx|astro)$/;
const FOLDERS = ['src', 'islands'];

export interface SiteImport {
  from: string;
  /** A file of the tree, `node:<name>` for a Node built-in, or the package's specifier. */
  to: string;
  line: number;
  part: ImportPart;
}

export interface ImportGraph {
  files: readonly string[];
  imports: readonly SiteImport[];
  importsOf(file: string): readonly SiteImport[];
}

function siteFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name))
    .map((name) => `${folder}/${name.split(sep).join('/')}`);
}

/** Where an import of `file` leads: a project file (its extension as written, or .ts/.tsx/index.ts found), a built-in, or a package. */
export function importTarget(root: string, file: string, specifier: string): string {
  const path = specifier.split('?')[0] ?? specifier;
  if (!path.startsWith('.')) return isBuiltin(path) ? `node:${path.replace(/^node:/, '')}` : path;
  const target = resolve(dirname(join(root, file)), path);
  const found = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((candidate) => existsSync(candidate)) ?? target;
  return relative(root, found).split(sep).join('/');
}

/** The imports of `file`, whose text is `text`, within the tree at `root`. */
export function importsIn(root: string, file: string, text: string): SiteImport[] {
  return moduleReferences(file, text).map(({ specifier, line, part }) => ({ from: file, to: importTarget(root, file, specifier), line, part }));
}

export function importGraph(root: string): ImportGraph {
  const files = FOLDERS.flatMap((folder) => siteFiles(root, folder));
  const imports = files.flatMap((file) => importsIn(root, file, readFileSync(join(root, file), 'utf8')));
  const byFile = Map.groupBy(imports, (found) => found.from);
  return { files, imports, importsOf: (file) => byFile.get(file) ?? [] };
}

/**
 * Every file `entries` reach through the graph, each with the chain that reaches it first (breadth
 * first: the shortest), as `a -> b -> c`. `follows` says which imports of a file lead on.
 */
export function closure(graph: ImportGraph, entries: Iterable<string>, follows: (found: SiteImport) => boolean = () => true): Map<string, string> {
  const chains = new Map<string, string>();
  const queue: string[] = [];
  for (const entry of entries) {
    if (chains.has(entry)) continue;
    chains.set(entry, entry);
    queue.push(entry);
  }
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const found of graph.importsOf(file)) {
      if (chains.has(found.to) || !follows(found)) continue;
      chains.set(found.to, `${chains.get(file) ?? file} -> ${found.to}`);
      queue.push(found.to);
    }
  }
  return chains;
}
