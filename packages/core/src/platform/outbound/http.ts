// HTTP(S) on a tenant's behalf (a connection's API endpoint, a webhook's receiver), through
// undici with the outbound policy at every connect: names resolved by guardedLookup, IP
// literals checked before the socket opens. Timeouts on connect, on the answer's headers and
// between chunks of its body. The agent itself follows no redirect; `fetch` does unless given
// `redirect: 'manual'`, which callers pass (a redirect's target would meet the same policy).
import { Agent, buildConnector } from 'undici';
import { checkHostLiteral, guardedLookup, type OutboundPolicy } from './lookup.ts';

export interface OutboundTimeouts {
  /** Opening the connection, TLS included. */
  connectMs: number;
  /** From the request sent to the answer's headers. */
  headersMs: number;
  /** Between two chunks of the answer's body. */
  bodyMs: number;
}

export const DEFAULT_OUTBOUND_TIMEOUTS: OutboundTimeouts = {
  connectMs: 5_000,
  headersMs: 10_000,
  bodyMs: 10_000,
};

/** An undici dispatcher that connects only where the policy allows (fetch's `dispatcher`). */
export function outboundAgent(
  policy: OutboundPolicy,
  timeouts: OutboundTimeouts = DEFAULT_OUTBOUND_TIMEOUTS,
): Agent {
  const connector = buildConnector({ lookup: guardedLookup(policy), timeout: timeouts.connectMs });
  return new Agent({
    connect(options, callback) {
      try {
        checkHostLiteral(options.hostname, policy);
      } catch (error) {
        callback(error as Error, null);
        return;
      }
      connector(options, callback);
    },
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
  });
}
