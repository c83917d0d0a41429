import ts from 'typescript';

/** Where an import stands: a module of its own, or an .astro file's frontmatter (run on the server) or `<script>` (the browser's). */
export type ImportPart = 'module' | 'frontmatter' | 'script';

export interface ModuleReference {
  specifier: string;
  /** 1-based line of the import in its file. */
  line: number;
  /** `import type` / `export type`: erased, it loads nothing at run time. */
  typeOnly: boolean;
  part: ImportPart;
}

/** The code of a file by part: the whole file, or an .astro file's frontmatter and `<script>` blocks, each with its first line. */
function partsOf(file: string, text: string): { code: string; firstLine: number; part: ImportPart }[] {
  if (!file.endsWith('.astro')) return [{ code: text, firstLine: 1, part: 'module' }];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const parts: { code: string; firstLine: number; part: ImportPart }[] = [];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (frontmatter?.[1] !== undefined) parts.push({ code: frontmatter[1], firstLine: 2, part: 'frontmatter' });
  for (const script of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = script[1] ?? '';
    parts.push({ code: body, firstLine: lineAt(script.index + script[0].indexOf(body)), part: 'script' });
  }
  return parts;
}

/** Every module a file names: imports, re-exports and dynamic imports, with whether each is type-only. */
export function moduleReferences(file: string, text: string): ModuleReference[] {
  return partsOf(file, text).flatMap(({ code, firstLine, part }) => {
    const source = ts.createSourceFile(file.endsWith('.astro') ? `${file}.ts` : file, code, ts.ScriptTarget.Latest, true);
    const found: ModuleReference[] = [];
    const add = (specifier: string, node: ts.Node, typeOnly: boolean) =>
      found.push({ specifier, typeOnly, part, line: firstLine + source.getLineAndCharacterOfPosition(node.getStart()).line });
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        // `import { type A }` still loads the module (verbatimModuleSyntax keeps it): only `import type` does not.
        add(node.moduleSpecifier.text, node, ts.isImportDeclaration(node) ? node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword : node.isTypeOnly);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteralLike(argument)) add(argument.text, node, false);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}
