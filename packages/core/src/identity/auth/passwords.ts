// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // @node-rs/argon2 Algorithm.Argon2id (a const enum, not importable here)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a real hash when the e-mail is unknown keeps both paths equally slow,
// so response time does not tell which addresses have accounts.
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
  return false;
}
