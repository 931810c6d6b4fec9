// Which proxies the server believes about a request (X-Forwarded-For, X-Forwarded-Proto):
// TRUST_PROXY made into one function, which Fastify asks for request.ip and
// request.protocol, and which the answers Fastify makes without its trusting request
// (frameworkErrors) ask through isHttps, so both see TLS in exactly the same cases.

import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "@fastify/proxy-addr";
import type { TrustProxy } from "../config.js";

/** Whether the hop `hop` steps from our socket, at `address`, is a proxy to believe. */
export type TrustsHop = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for TRUST_PROXY: `false` when no proxy is trusted (Fastify then
 * reads nothing forwarded at all), else the function.
 *
 * Fastify 5 refuses a bare hop count (a client reaching the server directly could forge
 * X-Forwarded-* headers). TRUST_PROXY=N states that the server is reachable only through
 * N proxies, so trusting the N nearest hops is the operator's informed choice, and no
 * weaker than TRUST_PROXY=true.
 */
export function trustedProxies(trustProxy: TrustProxy): TrustsHop | false {
  if (trustProxy === false) return false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === "number") {
    const hops = trustProxy;
    return (_address, hop) => hop < hops;
  }
  // What Fastify itself does with a list of addresses and ranges.
  return proxyAddr.compile(trustProxy);
}

/**
 * Whether `raw` came over TLS, by the rule of Fastify's request.protocol: the last
 * X-Forwarded-Proto entry when our socket's peer is a trusted proxy, else the socket.
 */
export function isHttps(raw: IncomingMessage, trusts: TrustsHop | false): boolean {
  const forwarded = raw.headers["x-forwarded-proto"];
  const peer = raw.socket?.remoteAddress;
  if (
    trusts !== false &&
    typeof forwarded === "string" &&
    forwarded !== "" &&
    peer !== undefined &&
    trusts(peer, 0)
  ) {
    // A header sent twice arrives joined by commas: the last is the nearest proxy's.
    return forwarded.slice(forwarded.lastIndexOf(",") + 1).trim() === "https";
  }
  return (raw.socket as TLSSocket | undefined)?.encrypted === true;
}
