// The session `pim login` keeps between runs: the server, the tenant and a person's refresh
// token (renewed tokens are written back), in a file only its owner can read. API keys and
// passwords are never written: they come from the environment.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export interface StoredSession {
  server: string;
  client_id: string;
  email: string;
  tenant_id?: string;
  refresh_token: string;
  access_token?: string;
  /** ms since the epoch */
  expires_at?: number;
}

/** `$PIM_CONFIG`, else `$XDG_CONFIG_HOME/pim/session.json`, else `~/.config/pim/session.json`. */
export function sessionPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PIM_CONFIG) return path.resolve(env.PIM_CONFIG);
  const base = env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(base, 'pim', 'session.json');
}

export function readSession(file = sessionPath()): StoredSession | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const stored = JSON.parse(text) as Partial<StoredSession>;
  if (!stored.server || !stored.refresh_token || !stored.email) return undefined;
  return stored as StoredSession;
}

/** Written whole (a temporary file renamed over it), readable by its owner only. */
export function writeSession(session: StoredSession, file = sessionPath()): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(session, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/**
 * Writes a renewed access token into the kept session, unless the file has changed hands
 * meanwhile (another `pim login`, `pim logout` or `pim tenants use` while this command ran):
 * only the token fields are written, and only over the same server, person and refresh token.
 */
export function keepRenewal(
  started: Pick<StoredSession, 'server' | 'email' | 'refresh_token'>,
  renewed: { access_token: string; expires_at?: number },
  file = sessionPath(),
): void {
  const now = readSession(file);
  if (
    !now ||
    now.server !== started.server ||
    now.email !== started.email ||
    now.refresh_token !== started.refresh_token
  ) {
    return;
  }
  writeSession({ ...now, ...renewed }, file);
}

export function removeSession(file = sessionPath()): void {
  rmSync(file, { force: true });
}
