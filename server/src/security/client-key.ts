// Which client a form post counts against in the rate limit: an IP address a client
// cannot choose, IPv6 clients grouped by /64 (one subscriber's usual allocation, so a
// client cannot rotate through its own addresses), IPv4-mapped IPv6 as the IPv4 address.
//
// Fastify's request.ips is the chain from our socket's peer towards the client, ending
// at the first address TRUST_PROXY does not trust. Every entry but the last was written
// by a proxy we trust, so those are facts; the last is what the farthest trusted proxy
// was told or saw. Two cases need more than request.ip (the chain's last entry):
//
// - TRUST_PROXY=true trusts every hop, so the chain runs to the left-most X-Forwarded-For
//   entry, which is whatever the client wrote: a new made-up value per post would be a
//   new allowance each time. We count the entry our nearest proxy appended (the
//   right-most), which is the address it saw. Behind several proxies that is the next
//   proxy's address, so such setups should name a hop count or the proxies' addresses.
// - An entry that is not an IP address (a proxy that passed the client's header on
//   unchecked, a hop count that is more than the real chain) would make any string a
//   key. We walk back towards our socket to the nearest entry that is an address: that
//   is the trusted proxy that handed the bad entry on, the most specific address we can
//   vouch for, and the same for every such post, so made-up values share one allowance.
//   The socket's peer, the chain's first entry, always is an address.

import { isIP } from "node:net";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { TrustProxy } from "../config.js";

// The prefix length of one IPv6 client (see above).
const IPV6_CLIENT_PREFIX = 64;
// Only when the socket is gone (the client hung up): nothing to tell clients apart by.
const UNKNOWN_CLIENT = "unknown";

/** The address the post counts against, normalised (see the top of this file). */
export function clientKey(request: FastifyRequest, trustProxy: TrustProxy): string {
  // Without any trusted proxy Fastify gives no chain: the socket's peer is the client.
  const chain = trustProxy === false ? [request.ip] : (request.ips ?? [request.ip]);
  const counted = trustProxy === true ? Math.min(1, chain.length - 1) : chain.length - 1;
  for (let index = counted; index >= 0; index -= 1) {
    const address = chain[index];
    if (address !== undefined && isIP(address) !== 0) return normalizeIP(address, IPV6_CLIENT_PREFIX);
  }
  return UNKNOWN_CLIENT;
}
