// The face of the transports: open a connection's file transport (storage: local or S3;
// sftp; ftp) or HTTP transport (api, marketplace), and check one for the connection test.
// Every transport connects through the outbound policy with timeouts; failures are
// TransportErrors (types.ts).
export { checkTransport, type TransportCheck, type TransportCheckStep } from './check.ts';
export { DEFAULT_RETRY, type RetryPolicy } from './http.ts';
export { isFileTarget, openFileTransport, openHttpTransport } from './open.ts';
export { DEFAULT_THROUGHPUT_FLOOR, throughputGuard, type ThroughputFloor } from './throughput.ts';
export {
  TransportError,
  type FileTransport,
  type HttpTransport,
  type PostOutcome,
  type RemoteFile,
  type TransportFailure,
} from './types.ts';
