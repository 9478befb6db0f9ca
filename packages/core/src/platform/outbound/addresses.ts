// Which addresses the server may open a connection to on a tenant's behalf (a connection's
// host, a webhook's URL). A tenant names the host, so without this check it could make the
// server reach what only the server can reach: its loopback, the private network, a cloud's
// metadata service (169.254.169.254, fd00:ec2::254). Only global unicast addresses pass;
// everything ipaddr.js classes otherwise (private, loopback, link-local, carrier-grade NAT,
// unique-local, multicast, reserved, NAT64 and 6to4 forms that can embed a private IPv4) is
// refused. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
import ipaddr from 'ipaddr.js';

/** What an address is, as ipaddr.js names its range (`unicast` for a public one). */
export function rangeOf(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().range();
  }
  return parsed.range();
}

/** True for a global unicast address: one the server may connect to for a tenant. */
export const isPublicAddress = (address: string): boolean => rangeOf(address) === 'unicast';
