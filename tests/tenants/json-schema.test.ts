import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TENANT_JSON_SCHEMA_FILE, tenantFileProblemsAgainst, tenantJsonSchemaText } from '../../scripts/lib/tenant-json-schema.ts';
import { TENANTS_DIR } from '../../src/tenants/registry.ts';

const jsonSchema = () => JSON.parse(tenantJsonSchemaText()) as object;

describe('the tenant files\' JSON Schema', () => {
  it('is committed as generated from the zod schema (npm run validate -- --write after a schema change)', () => {
    expect(readFileSync(TENANT_JSON_SCHEMA_FILE, 'utf8')).toBe(tenantJsonSchemaText());
  });

  it('accepts every committed tenant file', () => {
    expect(tenantFileProblemsAgainst(jsonSchema(), TENANTS_DIR)).toEqual([]);
  });

  describe('refuses', () => {
    let dir = '';
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    it('a wrong field, naming the file and the field, and every bad file at once', () => {
      dir = mkdtempSync(join(tmpdir(), 'tenants-'));
      cpSync(TENANTS_DIR, dir, { recursive: true });
      const aurora = JSON.parse(readFileSync(join(dir, 'aurora.json'), 'utf8')) as Record<string, unknown>;
      writeFileSync(join(dir, 'aurora.json'), JSON.stringify({ ...aurora, locale: 42 }));
      writeFileSync(join(dir, 'blaze.json'), '{ "tenant": ');
      const problems = tenantFileProblemsAgainst(jsonSchema(), dir);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/aurora\.json: against the JSON Schema: field "locale"/);
      expect(problems[1]).toMatch(/blaze\.json: is not valid JSON/);
    });
  });
});
