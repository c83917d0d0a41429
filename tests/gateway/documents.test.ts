import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { batchPart, mergedDocument } from '../../src/gateway/batch.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';

/**
 * Every GraphQL document the site sends lives in src/gateway/documents and is checked here against
 * the contract, the upstream's schema files: a drift between site and contract fails the tests.
 */
const DOCUMENTS_DIR = join(PROJECT_ROOT, 'src/gateway/documents');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

// The catalogue's schema first: the member files extend its Query type.
const contract = graphqlFiles(join(PROJECT_ROOT, 'upstream')).sort((a, b) => Number(!a.endsWith('upstream/schema.graphql')) - Number(!b.endsWith('upstream/schema.graphql')));
const schema = buildSchema(contract.map((file) => readFileSync(file, 'utf8')).join('\n'));

/** Every exported string of the documents folder that is an operation (fragments are selections, not documents). */
async function siteDocuments(): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const file of readdirSync(DOCUMENTS_DIR).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(join(DOCUMENTS_DIR, file))) as Record<string, unknown>;
    const visit = (name: string, value: unknown): void => {
      if (typeof value === 'string' && /^\s*(query|mutation)\b/.test(value)) found.push([`${file}: ${name}`, value]);
      else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) visit(`${name}.${key}`, inner);
    };
    for (const [name, value] of Object.entries(module)) visit(name, value);
  }
  return found;
}

const documents = await siteDocuments();

describe('the site\'s GraphQL documents match the contract (upstream/**/*.graphql)', () => {
  it('finds the documents and the contract', () => {
    expect(contract.length).toBeGreaterThanOrEqual(3);
    expect(documents.length).toBeGreaterThanOrEqual(25);
  });

  it.each(documents)('%s is valid against the contract', (_name, document) => {
    expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
  });

  it('every query, merged with all the others into one operation as a page sends them, is still valid', () => {
    const parts = documents.map(([, document]) => document).filter((document) => /^\s*query\b/.test(document)).map((document, index) => batchPart(document, index));
    expect(parts).not.toContain(null);
    const merged = mergedDocument('batch', parts.filter((part) => part !== null));
    expect(validate(schema, parse(merged)).map((error) => error.message)).toEqual([]);
  });

  it('no other file of src holds a GraphQL operation', () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (path !== DOCUMENTS_DIR) walk(path);
        } else if (/\.(ts|tsx|astro)$/.test(entry.name) && /[`'"]\s*(query|mutation)\s+\w+\s*[({]/.test(readFileSync(path, 'utf8'))) {
          offenders.push(path.slice(PROJECT_ROOT.length));
        }
      }
    };
    walk(join(PROJECT_ROOT, 'src'));
    walk(join(PROJECT_ROOT, 'islands'));
    expect(offenders).toEqual([]);
  });
});
