// What `npm start` tells a person to open. The server listens on HOST:PORT; SITE_URL is
// the address visitors use, which behind a proxy or with another PORT is not where this
// process answers. The line names the address that works from this machine, and
// SITE_URL beside it only when that is somewhere else.

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether `siteUrl` reaches the server listening at `address` (`http://host:port`). */
function reaches(siteUrl: URL, address: URL): boolean {
  if (siteUrl.protocol !== address.protocol || siteUrl.port !== address.port) return false;
  return (
    siteUrl.hostname === address.hostname ||
    (LOOPBACK.has(siteUrl.hostname) && LOOPBACK.has(address.hostname))
  );
}

/** The line to print once listening at `address`, for a site whose public address is `siteUrl`. */
export function servedLine(address: string, siteUrl: string): string {
  const listening = new URL(address);
  const site = new URL(siteUrl);
  // SITE_URL reaching this process is the nicer name (localhost rather than an IP address).
  if (reaches(site, listening)) return `Site ready: open ${site.origin}/`;
  return `Site ready: open ${listening.origin}/ (visitors use SITE_URL, ${site.origin}/, which this process does not answer directly)`;
}
