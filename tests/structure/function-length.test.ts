import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';

/**
 * The house's limit: a function of 80 lines or more does more than one job, and its seams should
 * be modules or functions of their own. Measured from the function's first token (its JSDoc is
 * not counted) to its closing brace, inner functions included: a factory that closes over ten
 * helpers is as long as all of them.
 *
 * Held: every `.ts` and `.tsx` file under `src/` and `upstream/`. Not held: `islands/`, whose long
 * functions are React components whose length is mostly their JSX markup.
 *
 * Exempt, and why:
 * - data: only functions are measured (declarations, expressions, arrows, methods, accessors and
 *   constructors), so a table, an object or array literal of data at a module's top level is never
 *   counted. A table written inside a function counts towards it: move it out beside the function.
 * - tests: `*.test.ts(x)` files, should any sit beside the code (a table of cases is data too).
 */
const MAX_LINES = 79;
const HELD_FOLDERS = ['src', 'upstream'];

interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/** A function's name as a reader would search for it: its own, its variable's, its property's or its class's. */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return `${node.parent.name?.getText(source) ?? 'class'} constructor`;
  if (node.name) return node.name.getText(source);
  const { parent } = node;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (ts.isExportAssignment(parent)) return 'default export';
  return '(anonymous)';
}

/** Every function in one file's text of MAX_LINES + 1 lines or more. */
function longFunctionsIn(file: string, text: string): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES) found.push({ file, line: first + 1, name: nameOf(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every long function under the held folders of `root`, named by file, line and name. */
function longFunctionsUnder(root: string): string[] {
  return HELD_FOLDERS.flatMap((folder) =>
    [...sourceFiles(join(root, folder))].flatMap((path) =>
      longFunctionsIn(relative(root, path), readFileSync(path, 'utf8')).map(({ file, line, name, lines }) => `${file}:${line} ${name} (${lines} lines)`),
    ),
  );
}

/** A function of `lines` lines, from its first line to its closing brace. */
function functionOf(lines: number, open: string, close = '}'): string {
  return [open, ...Array.from({ length: lines - 2 }, (_, i) => `  const step${i} = ${i};`), close].join('\n');
}

describe('no function in src/ or upstream/ is 80 lines or more', () => {
  it('holds for every function of the site and the stand-in', () => {
    expect(longFunctionsUnder(PROJECT_ROOT)).toEqual([]);
  });
});

describe('the length check bites', () => {
  it.each([
    ['a declaration', `${functionOf(80, 'export function plan() {')}\n`, 'plan'],
    ['an expression', `const plan = ${functionOf(80, 'function () {', '};')}\n`, 'plan'],
    ['an arrow', `export const plan = ${functionOf(80, 'async () => {', '};')}\n`, 'plan'],
    ['a method', `class Planner {\n  ${functionOf(80, 'plan() {', '  }')}\n}\n`, 'plan'],
    ['a method of an object', `export const planner = {\n  ${functionOf(80, 'plan() {', '  },')}\n};\n`, 'plan'],
    ['an arrow held by a property', `export const planner = {\n  plan: ${functionOf(80, '() => {', '  },')}\n};\n`, 'plan'],
    ['a constructor', `class Planner {\n  ${functionOf(80, 'constructor() {', '  }')}\n}\n`, 'Planner constructor'],
    ['a React component', `export function Plan() {\n${Array.from({ length: 77 }, () => '  const x = 1;').join('\n')}\n  return <p>{x}</p>;\n}\n`, 'Plan'],
  ])('names %s of 80 lines', (_kind, text, name) => {
    expect(longFunctionsIn('src/example.tsx', text)).toEqual([expect.objectContaining({ name, lines: 80 })]);
  });

  it('lets a function of 79 lines, its JSDoc apart, and a long table of data pass', () => {
    const doc = `/**\n${Array.from({ length: 10 }, () => ' * why').join('\n')}\n */\n`;
    const table = `export const TABLE = {\n${Array.from({ length: 200 }, (_, i) => `  row${i}: ${i},`).join('\n')}\n};\n`;
    expect(longFunctionsIn('src/example.ts', `${doc}${functionOf(79, 'export function plan() {')}\n${table}`)).toEqual([]);
  });

  describe('in a tree', () => {
    const root = mkdtempSync(join(tmpdir(), 'function-length-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('finds a long function planted in a file under upstream/, and nothing in a test file or outside the held folders', () => {
      for (const folder of ['src/server', 'upstream/seed', 'islands']) mkdirSync(join(root, folder), { recursive: true });
      writeFileSync(join(root, 'src/server/short.ts'), functionOf(20, 'export function short() {'));
      writeFileSync(join(root, 'upstream/seed/seed-site.ts'), functionOf(120, 'export async function seedSite() {'));
      writeFileSync(join(root, 'src/server/plan.test.ts'), functionOf(120, 'function cases() {'));
      writeFileSync(join(root, 'islands/Player.tsx'), functionOf(120, 'export function Player() {'));
      expect(longFunctionsUnder(root)).toEqual(['upstream/seed/seed-site.ts:1 seedSite (120 lines)']);
    });
  });
});
