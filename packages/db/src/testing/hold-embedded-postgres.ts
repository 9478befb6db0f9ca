// Test helper run as a child process: starts a persistent cluster in argv[2], prints its
// URL as one JSON line, then idles until killed (the tests kill it with SIGKILL).
import { startEmbeddedPostgres } from '../embedded-postgres.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-embedded-postgres.ts <dataDir>');
const postgres = await startEmbeddedPostgres({ persistent: true, dataDir });
console.log(JSON.stringify({ connectionString: postgres.connectionString, pid: process.pid }));
setInterval(() => undefined, 60_000);
