import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describeIssues } from '../../src/tenants/error-map.ts';
import { tenantSchema } from '../../src/tenants/schema.ts';

/** The tenant files' JSON Schema, generated from the zod schema and committed for editors (.vscode/settings.json). */
export const TENANT_JSON_SCHEMA_FILE = fileURLToPath(new URL('../../tenants/schema/tenant.schema.json', import.meta.url));

/** The JSON Schema of a tenant file as `z.toJSONSchema` writes it (the input side: what a file may hold). */
export function tenantJsonSchemaText(): string {
  return `${JSON.stringify(z.toJSONSchema(tenantSchema, { io: 'input' }), null, 2)}\n`;
}

/** Each tenant file in `dir` checked against `jsonSchema` (read back by zod's fromJSONSchema): a line per problem. */
export function tenantFileProblemsAgainst(jsonSchema: object, dir: string): string[] {
  const schema = z.fromJSONSchema(jsonSchema as Parameters<typeof z.fromJSONSchema>[0]);
  const shown = relative(process.cwd(), dir) || dir;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .flatMap((name) => {
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      } catch (cause) {
        return [`${join(shown, name)}: is not valid JSON (${(cause as Error).message}).`];
      }
      const result = schema.safeParse(json);
      return result.success ? [] : describeIssues(result.error.issues).map((line) => `${join(shown, name)}: against the JSON Schema: ${line}`);
    });
}
