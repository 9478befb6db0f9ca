// The face of outbound: how the server connects somewhere on a tenant's behalf.
export { isPublicAddress, rangeOf } from './addresses.ts';
export { DEFAULT_OUTBOUND_TIMEOUTS, outboundAgent, type OutboundTimeouts } from './http.ts';
export {
  checkHostLiteral,
  guardedLookup,
  OutboundRefusedError,
  type OutboundPolicy,
} from './lookup.ts';
