import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The site modules the stand-in may import values from: the tenant files are shared configuration,
 * loaded and checked by these. Everything else of the site it may import as `import type` only, so a
 * bug in the site's rules can never hide the same bug in the stand-in's.
 */
export const ALLOWED_SITE_MODULES: readonly string[] = ['src/tenants/load.ts', 'src/tenants/registry.ts'];

export interface SiteImport {
  /** 1-based line of the import in its file. */
  line: number;
  specifier: string;
  /** The imported file, relative to the project root (e.g. "src/validation/index.ts"). */
  target: string;
}

/** Every module `text` (the file at `file`) names: imports, re-exports, dynamic imports; type-only ones apart. */
function moduleReferences(file: string, text: string): { specifier: string; line: number; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { specifier: string; position: number; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import { type A }` still loads the module (verbatimModuleSyntax keeps it): only `import type` does not.
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, position: node.getStart(), typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, position: node.getStart(), typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({ specifier, position, typeOnly }) => ({ specifier, typeOnly, line: source.getLineAndCharacterOfPosition(position).line + 1 }));
}

/**
 * The imports of one upstream file that load the site's code at run time, other than the tenant
 * modules: what the stand-in must not do.
 */
export function forbiddenSiteImports(projectRoot: string, file: string, text: string): SiteImport[] {
  return moduleReferences(file, text).flatMap(({ specifier, line, typeOnly }) => {
    if (typeOnly || !specifier.startsWith('.')) return [];
    const target = relative(projectRoot, resolve(dirname(file), specifier)).split(sep).join('/');
    if (!target.startsWith('src/') || ALLOWED_SITE_MODULES.includes(target)) return [];
    return [{ line, specifier, target }];
  });
}
