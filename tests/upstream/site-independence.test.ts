import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forbiddenSiteImports } from './site-imports.ts';
import { PROJECT_ROOT } from '../../scripts/lib/project-root.ts';

// The stand-in stands apart from the site: it imports only types and the tenant files from the site, computes its own
// badges and checks its own input, and never reads the environment (scripts/upstream.ts does).
const UPSTREAM = join(PROJECT_ROOT, 'upstream');
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;

const upstreamFiles = readdirSync(UPSTREAM, { recursive: true, encoding: 'utf8' })
  .filter((name) => SOURCE.test(name))
  .map((name) => join(UPSTREAM, name));

describe('the import scan flags what loads the site at run time', () => {
  const file = join(UPSTREAM, 'members', 'example.ts');
  it.each<[string, string, string[]]>([
    ['a value import of the site validation', `import { emailSchema } from '../../src/validation/index.ts';`, ['src/validation/index.ts']],
    ['a value import of the site badges', `import { earnedBadges } from '../../src/membership/badges.ts';`, ['src/membership/badges.ts']],
    ['inline type specifiers still load the module', `import { type Badge } from '../../src/membership/badges.ts';`, ['src/membership/badges.ts']],
    ['a side-effect import', `import '../../src/settings/env.ts';`, ['src/settings/env.ts']],
    ['a re-export', `export { readEnv } from '../../src/settings/env.ts';`, ['src/settings/env.ts']],
    ['a dynamic import', `const env = await import('../../src/settings/env.ts');`, ['src/settings/env.ts']],
    ['a multi-line import', `import {\n  a,\n  b,\n} from '../../src/validation/index.ts';`, ['src/validation/index.ts']],
    ['import type', `import type { Badge } from '../../src/membership/badges.ts';`, []],
    ['export type', `export type { Badge } from '../../src/membership/badges.ts';`, []],
    ['the tenant loader', `import { loadTenants } from '../../src/tenants/load.ts';`, []],
    ['the tenant registry', `import { tenantsFor } from '../../src/tenants/registry.ts';`, []],
    ['tenant schema types', `import type { TenantConfig } from '../../src/tenants/schema.ts';`, []],
    ['tenant schema values', `import { TENANT_IDS } from '../../src/tenants/schema.ts';`, ['src/tenants/schema.ts']],
    ['the upstream itself', `import { badgesAt } from './badges.ts';`, []],
    ['a package', `import { z } from 'zod';`, []],
    ['a path merely mentioning src/ in a comment', `// see ../../src/validation/index.ts\nimport { x } from './x.ts';`, []],
  ])('%s → %j', (_case, text, targets) => {
    expect(forbiddenSiteImports(PROJECT_ROOT, file, text).map((found) => found.target)).toEqual(targets);
  });
});

describe('the embedded upstream stands apart from the site', () => {
  it('has source files to scan', () => {
    expect(upstreamFiles.length).toBeGreaterThan(10);
  });

  it('imports only types, the tenant loader and the tenant registry from src/', () => {
    const found = upstreamFiles.flatMap((file) =>
      forbiddenSiteImports(PROJECT_ROOT, file, readFileSync(file, 'utf8')).map(
        (bad) => `${relative(PROJECT_ROOT, file)}:${bad.line} imports ${bad.target} (write the upstream's own, or use import type)`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('never reads the environment: its settings come as options from scripts/upstream.ts', () => {
    const found = upstreamFiles.filter((file) => /\bprocess\.env\b/.test(readFileSync(file, 'utf8'))).map((file) => relative(PROJECT_ROOT, file));
    expect(found).toEqual([]);
  });
});
