// What a transport is: the way a connection reaches the place it delivers to or reads from.
// File transports (storage: local or S3; sftp; ftp and FTPS) list, read, write and move files in
// the connection's directory; the HTTP transport (api, marketplace) posts batches of JSON
// records. Every transport connects through the outbound policy (platform/outbound), with
// timeouts on connect and on every transfer, and reports failures as a TransportError whose
// message says what failed in the user's terms (never a credential).
import type { Readable } from 'node:stream';

export type TransportFailure =
  /** The server refused the credentials. */
  | 'auth_failed'
  /** No answer, connection refused, name not found. */
  | 'unreachable'
  /** Connected, then too slow. */
  | 'timeout'
  /** The host resolves to an address the outbound policy refuses. */
  | 'address_refused'
  /** The directory, bucket or file does not exist. */
  | 'not_found'
  /** The remote side answered with an error (a 5xx, a permission denied, ...). */
  | 'remote_error';

export class TransportError extends Error {
  constructor(
    readonly failure: TransportFailure,
    message: string,
    /** What the remote side answered, when it did (an HTTP status, an FTP code). */
    readonly remoteStatus?: number,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface RemoteFile {
  /** The file's name in the connection's directory (no directory part). */
  name: string;
  size: number;
  modifiedAt?: Date;
}

/** An open file transport, in the connection's directory. Close it when done. */
export interface FileTransport {
  /** The files (not directories) of the directory, in name order. */
  list(): Promise<RemoteFile[]>;
  /** The file's bytes. */
  read(name: string): Promise<Readable>;
  /** Writes the file (replacing one of that name); resolves with the bytes written. */
  write(name: string, body: Readable): Promise<{ size: number }>;
  /** Deletes the file (the connection test's probe file; an import that deletes what it read). */
  remove(name: string): Promise<void>;
  /** Moves the file into the subdirectory `dir` (made when missing), as `archive/` does. */
  moveTo(name: string, dir: string): Promise<void>;
  /** Where a file lives, for the job's record (`sftp://host:22/out/products.csv`). */
  locationOf(name: string): string;
  close(): Promise<void>;
}

/** One POST of a batch of records, as the job records it. */
export interface PostOutcome {
  url: string;
  status: number;
  attempts: number;
  durationMs: number;
  bytes: number;
}

/** An HTTP endpoint (api, marketplace): batches of JSON records, retried with backoff. */
export interface HttpTransport {
  /** POSTs `{records}`; retried on 5xx, 429 and network errors; a final failure throws. */
  post(records: readonly object[]): Promise<PostOutcome>;
  close(): Promise<void>;
}
