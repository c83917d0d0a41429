// npm run validate [-- --write]: checks every tenant file against the JSON Schema generated from the
// tenant schema (src/tenants/schema.ts), and against the zod schema itself for the rules JSON Schema
// cannot say (the file's name, the combined tenant's sites). The generated schema is committed at
// tenants/schema/tenant.schema.json for editors; --write brings it up to date after a schema change.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readTenantFiles } from '../src/tenants/load.ts';
import { TENANTS_DIR } from '../src/tenants/registry.ts';
import { runMain } from './lib/run-main.ts';
import { TENANT_JSON_SCHEMA_FILE, tenantJsonSchemaText, tenantFileProblemsAgainst } from './lib/tenant-json-schema.ts';

runMain(async () => {
  const write = process.argv.includes('--write');
  const unknown = process.argv.slice(2).filter((arg) => arg !== '--write');
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.map((u) => `"${u}"`).join(', ')}. The validation knows:\n  --write  regenerate ${relative(process.cwd(), TENANT_JSON_SCHEMA_FILE)} from the zod schema`);
  const generated = tenantJsonSchemaText();
  const shown = relative(process.cwd(), TENANT_JSON_SCHEMA_FILE);
  let committed = '';
  try {
    committed = readFileSync(TENANT_JSON_SCHEMA_FILE, 'utf8');
  } catch {
    // Not there yet: written below with --write, a problem otherwise.
  }
  const problems: string[] = [];
  if (write && committed !== generated) {
    writeFileSync(TENANT_JSON_SCHEMA_FILE, generated);
    console.log(`Wrote ${shown}.`);
  } else if (committed !== generated) {
    problems.push(`${shown}: out of date with src/tenants/schema.ts. Run: npm run validate -- --write`);
  }
  problems.push(...tenantFileProblemsAgainst(JSON.parse(generated) as object, TENANTS_DIR));
  problems.push(...readTenantFiles(TENANTS_DIR).problems.map((problem) => problem.message));
  const unique = [...new Set(problems)];
  if (unique.length > 0) throw new Error(`${unique.length} problem${unique.length > 1 ? 's' : ''}:\n${unique.join('\n')}`);
  console.log(`Every tenant file in ${relative(process.cwd(), TENANTS_DIR) || join('.', 'tenants')} is valid (${shown}, and the zod schema's own rules).`);
});
