// A record helper of the codecs (platform/codecs), here for jobs/bulk, which reads it by this
// path until it moves into the products context.
export { renamingFields } from '../../platform/codecs/index.ts';
