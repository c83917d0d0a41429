import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { openDatabase } from '../lock-wait.ts';

/**
 * oidc-provider's storage (sessions, grants, codes, tokens, interactions) in one SQLite file in the
 * upstream data folder, so that a restart keeps members logged in. Expired rows are ignored on read
 * and swept on write.
 */
export function createSqliteAdapter(file: string): { Adapter: AdapterFactory; close(): void } {
  const db = openDatabase(file);
  db.exec(`PRAGMA journal_mode = WAL;
    CREATE TABLE IF NOT EXISTS oidc_models (
      model TEXT NOT NULL, id TEXT NOT NULL, payload TEXT NOT NULL,
      grant_id TEXT, user_code TEXT, uid TEXT, expires_at INTEGER,
      PRIMARY KEY (model, id));
    CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grant_id);
    CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid);`);
  const upsert = db.prepare(`INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
      user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
  const live = '(expires_at IS NULL OR expires_at > ?)';
  const byId = db.prepare(`SELECT payload FROM oidc_models WHERE model = ? AND id = ? AND ${live}`);
  const byUserCode = db.prepare(`SELECT payload FROM oidc_models WHERE model = ? AND user_code = ? AND ${live}`);
  const byUid = db.prepare(`SELECT payload FROM oidc_models WHERE model = ? AND uid = ? AND ${live}`);
  const destroy = db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?');
  const revoke = db.prepare('DELETE FROM oidc_models WHERE grant_id = ?');
  const sweep = db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?');
  let writes = 0;

  const now = () => Date.now();
  const parse = (row: unknown): AdapterPayload | undefined =>
    row ? (JSON.parse((row as { payload: string }).payload) as AdapterPayload) : undefined;

  class SqliteAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      if (++writes % 500 === 0) sweep.run(now());
      const expiresAt = expiresIn ? now() + expiresIn * 1000 : null;
      upsert.run(this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt);
    }
    async find(id: string) {
      return parse(byId.get(this.model, id, now()));
    }
    async findByUserCode(userCode: string) {
      return parse(byUserCode.get(this.model, userCode, now()));
    }
    async findByUid(uid: string) {
      return parse(byUid.get(this.model, uid, now()));
    }
    async consume(id: string) {
      const payload = await this.find(id);
      if (!payload) return;
      payload.consumed = Math.floor(now() / 1000);
      const row = db.prepare('SELECT expires_at FROM oidc_models WHERE model = ? AND id = ?').get(this.model, id) as
        | { expires_at: number | null }
        | undefined;
      const expiresIn = row?.expires_at ? Math.max(1, Math.ceil((row.expires_at - now()) / 1000)) : 0;
      await this.upsert(id, payload, expiresIn);
    }
    async destroy(id: string) {
      destroy.run(this.model, id);
    }
    async revokeByGrantId(grantId: string) {
      revoke.run(grantId);
    }
  }

  return { Adapter: SqliteAdapter, close: () => db.close() };
}
