import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { MEMBER_DATABASE_FILE, openMemberStore } from '../../upstream/members/store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lock-wait-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Another process's connection that takes the write lock, says so, holds it for `holdMs`, then commits. */
const HOLD_THE_LOCK = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1]);
db.exec('BEGIN IMMEDIATE');
db.exec('INSERT INTO purchases (id) VALUES (1)');
process.stdout.write('locked\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.argv[2]));
db.exec('COMMIT');
db.close();
`;

// A test's or an operator's script writing to the member store beside the upstream held the lock for
// a moment, and a member's purchase failed on "database is locked" instead of waiting for it.
it("waits for another connection's write lock instead of failing the member's write", async () => {
  const store = openMemberStore(dataDir, ['CREATE TABLE IF NOT EXISTS purchases (id INTEGER PRIMARY KEY)']);
  const other = spawn(process.execPath, ['--no-warnings', '-e', HOLD_THE_LOCK, join(dataDir, MEMBER_DATABASE_FILE), '150'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(other.stdout, 'data');
  store.transaction(() => store.db.prepare('INSERT INTO purchases (id) VALUES (2)').run());
  await once(other, 'exit');
  expect(store.db.prepare('SELECT id FROM purchases ORDER BY id').all()).toEqual([{ id: 1 }, { id: 2 }]);
  store.close();
});
