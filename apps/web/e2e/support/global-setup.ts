/**
 * An SFTP server (OpenSSH's sshd on loopback, as the transports' own tests start it) for the
 * integration specs: a connection of the console exports to it, and a spec reads the file it
 * wrote from its directory. The API reaches it because the e2e config lets connections reach
 * loopback (OUTBOUND_ALLOW_PRIVATE). Its address and key travel to the workers through
 * process.env; Playwright calls the returned function at the end of the run.
 */
import { startSftpServer } from '@pim/core/testing';

export const SFTP_ENV = 'PIM_E2E_SFTP';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startSftpServer();
  process.env[SFTP_ENV] = JSON.stringify({
    host: server.host,
    port: server.port,
    username: server.username,
    privateKey: server.privateKey,
    root: server.root,
  });
  return () => server.stop();
}
