// Starts bench/http-server.ts in a child process (so the load generator does not share the
// server's event loop) and reads the one line it prints when ready: the server's address, an
// administrator's access token of the demo tenant, and the database's connection string.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface BenchServer {
  base: string;
  token: string;
  /** Bytes of the GET /v1/auth/me answer. */
  bytes: number;
  /** Connection string of the server's fresh embedded database, to load data directly. */
  database: string;
  stop(): void;
}

export async function startBenchServer(nodeOptions: string[] = []): Promise<BenchServer> {
  const server = spawn(
    process.execPath,
    [...nodeOptions, '--import', 'tsx', 'bench/http-server.ts'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = await new Promise<Omit<BenchServer, 'stop'>>((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  });
  return { ...ready, stop: () => server.kill('SIGTERM') };
}
