// The package's third entry (`@pim/core/testing`): what the repository's own tests reach
// inside the package for (the import batch path alone, Akeneo's column mapping, the rich-text
// sanitizer, hostile XLSX builders, the transports' test servers). No application imports it.
export { readProductBatch } from './jobs/imports/product-batch.ts';
export {
  attributeRecord,
  familyAttributes,
  labelsOf,
  listOf,
  nameOf,
  variantAxes,
  type AkeneoRow,
} from './jobs/imports/akeneo/mapping.ts';
export { sanitizeRichText } from './products/values/rich-text.ts';
export { sharedStrings, worksheet, xlsxBomb } from './jobs/formats/test-xlsx.ts';
export {
  selfSignedCertificate,
  startFtpServer,
  startHttpReceiver,
  startS3Server,
  startSftpServer,
  startSilentServer,
  testIntegrationSettings,
  transportFailureOf,
  type FtpServer,
  type HttpReceiver,
  type HttpReceiverOptions,
  type ReceivedRequest,
  type S3Server,
  type SftpServer,
} from './integration/transports/test-servers.ts';
export { startDueExports } from './integration/delivery/index.ts';
export { exportWatermark } from './integration/delivery/sql.ts';
export { openFileTransport } from './integration/transports/index.ts';
