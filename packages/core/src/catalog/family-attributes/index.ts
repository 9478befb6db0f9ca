// The face of family attributes: what other domains and the jobs may use of it. The rest of this
// folder (its repository, SQL and mappers among it) is private to it; lint keeps it so.
export * as familyAttributes from './service.ts';
export {
  addOrUpdateAttributes,
  attributesHeld,
  exportedAttributeEntries,
  exportedChannelCount,
  familyAttributesField,
  removeUnlisted,
  type MemberIds,
} from './codec.ts';
