// Code → id lookups for importers: the codecs' references (platform/codecs), here for the
// product and variant importers that read them by this path.
export {
  idByCode,
  idsByCode,
  referenceId,
  unknownReference,
  variantFamilyIdByCode,
  type LookupKind,
} from '../../platform/codecs/index.ts';
