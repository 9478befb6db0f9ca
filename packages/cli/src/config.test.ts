import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepRenewal, readSession, type StoredSession, writeSession } from './config.ts';

const session = (over: Partial<StoredSession> = {}): StoredSession => ({
  server: 'https://staging.example',
  client_id: 'pim-api',
  email: 'a@example.com',
  tenant_id: 't1',
  refresh_token: 'r1',
  access_token: 'a1',
  expires_at: 1,
  ...over,
});

describe('the kept session', () => {
  it('is written whole, readable by its owner only', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pim-config-')), 'pim', 'session.json');
    writeSession(session(), file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readSession(file)).toEqual(session());
  });

  it('takes a renewal only while it is still the session the command started with', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pim-config-')), 'session.json');
    const started = session();
    writeSession(started, file);
    keepRenewal(started, { access_token: 'a2', expires_at: 2 }, file);
    expect(readSession(file)).toEqual(session({ access_token: 'a2', expires_at: 2 }));

    // Another terminal signed in elsewhere, or switched tenant, while the command ran.
    const other = session({
      server: 'https://prod.example',
      refresh_token: 'r9',
      access_token: 'p1',
    });
    writeSession(other, file);
    keepRenewal(started, { access_token: 'a3', expires_at: 3 }, file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(other);

    writeSession(session({ tenant_id: 't2' }), file);
    keepRenewal(started, { access_token: 'a4', expires_at: 4 }, file);
    expect(readSession(file)).toEqual(
      session({ tenant_id: 't2', access_token: 'a4', expires_at: 4 }),
    );
  });
});
