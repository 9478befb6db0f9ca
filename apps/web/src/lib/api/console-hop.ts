import 'server-only';
/**
 * The headers that make the API count a call the console passes on under the browser's
 * address instead of the console's own: the address stamped on the browser's request
 * (lib/client-address) and the secret the console shares with the API
 * (CONSOLE_FORWARD_SECRET). Without the secret, or outside a browser's request, none: the
 * call counts under the console's address, as before.
 */
import {
  CONSOLE_CLIENT_ADDRESS_HEADER,
  CONSOLE_FORWARD_SECRET_HEADER,
} from '@pim/core/console-hop';
import { headers } from 'next/headers';
import { type HeaderSource, stampedBrowserAddress } from '../client-address/stamp';

export async function consoleHopHeaders(request?: HeaderSource): Promise<Record<string, string>> {
  const secret = process.env.CONSOLE_FORWARD_SECRET;
  if (!secret) return {};
  const source = request ?? (await currentRequestHeaders());
  const address = source ? stampedBrowserAddress(source) : undefined;
  if (!address) return {};
  return { [CONSOLE_FORWARD_SECRET_HEADER]: secret, [CONSOLE_CLIENT_ADDRESS_HEADER]: address };
}

/** The headers of the request being handled; none outside one. */
async function currentRequestHeaders(): Promise<HeaderSource | undefined> {
  try {
    return await headers();
  } catch {
    return undefined;
  }
}
