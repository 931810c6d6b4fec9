// Shared by the staff console tests: an app over a test database with the console's
// origin as SITE_URL, a member invited and enrolled with a software passkey, and
// requests carrying the session cookie and the XSRF token as the console sends them.

import {
  STAFF_API,
  STAFF_ROLES,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_COOKIE_SECURE,
  XSRF_HEADER,
  type StaffRole,
} from "@site/contracts";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type BuildAppOptions } from "../src/app.js";
import { inviteNewMember } from "../src/staff/accounts.js";
import type { TestDatabase } from "./databases.js";
import { NO_SITE, testConfig } from "./fixtures.js";
import { fetchXsrf, type XsrfPair } from "./form-helpers.js";
import { SoftwareAuthenticator } from "./software-authenticator.js";

/** The console's origin in these tests: passkeys are made for its host name. */
export const CONSOLE_ORIGIN = "https://console.example.com";

/** An app over `database` with the delivery worker off and no public site. */
export function staffApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): FastifyInstance {
  return buildApp(
    testConfig({
      ...database.env,
      WEB_ROOT: NO_SITE,
      CONSOLE_ROOT: NO_SITE,
      SITE_URL: CONSOLE_ORIGIN,
      RATE_LIMIT: "1000",
      ...env,
    }),
    { logger: false, mail: { enabled: false }, ...options },
  );
}

/** The session cookie a response sets (value "" when it clears it), by either of its names, if it sets one. */
export function sessionCookieSetBy(response: LightMyRequestResponse) {
  return response.cookies.find(
    (cookie) => cookie.name === STAFF_SESSION_COOKIE || cookie.name === STAFF_SESSION_COOKIE_SECURE,
  );
}

/** The staff-session value a response sets ("" when it clears it), if it sets one. */
export function sessionSetBy(response: LightMyRequestResponse): string | undefined {
  return sessionCookieSetBy(response)?.value;
}

/** The shell as the audit trail names it in these tests. */
export const SHELL = { actor: "shell:test", address: null };

/** A member of staff as a browser holds them: their passkey, XSRF token and session. */
export class StaffBrowser {
  readonly authenticator = new SoftwareAuthenticator(CONSOLE_ORIGIN);
  session: string | undefined;
  /** The name the server gave the session cookie (`__Secure-` prefixed over TLS). */
  sessionCookieName = STAFF_SESSION_COOKIE;
  /** Extra headers every request carries (e.g. X-Forwarded-For to act from another address). */
  headers: Record<string, string> = {};

  private constructor(
    private readonly app: FastifyInstance,
    readonly xsrf: XsrfPair,
  ) {}

  static async open(app: FastifyInstance): Promise<StaffBrowser> {
    return new StaffBrowser(app, await fetchXsrf(app));
  }

  /** A request as the console sends it: cookies, and the XSRF header unless `xsrf` is false. */
  async request(options: InjectOptions & { xsrf?: boolean }): Promise<LightMyRequestResponse> {
    const { xsrf = true, headers = {}, ...rest } = options;
    const cookies = [
      `XSRF-TOKEN=${this.xsrf.token}`,
      ...(this.session === undefined ? [] : [`${this.sessionCookieName}=${this.session}`]),
    ];
    const response = await this.app.inject({
      ...rest,
      headers: {
        ...this.headers,
        cookie: cookies.join("; "),
        ...(xsrf ? { [XSRF_HEADER.toLowerCase()]: this.xsrf.token } : {}),
        ...headers,
      },
    });
    const cookie = sessionCookieSetBy(response);
    if (cookie !== undefined) {
      this.session = cookie.value === "" ? undefined : cookie.value;
      this.sessionCookieName = cookie.name;
    }
    return response;
  }

  post(url: string, payload?: unknown) {
    return this.send("POST", url, payload);
  }

  send(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) {
    return this.request({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
  }

  get(url: string) {
    return this.request({ method: "GET", url });
  }

  /** Follows an enrolment link's token through both steps; answers the final response. */
  async enrol(
    token: string,
    tweak: (response: ReturnType<SoftwareAuthenticator["register"]>) => void = () => {},
  ) {
    const options = await this.post(STAFF_API.enrolOptions, { token });
    if (options.statusCode !== 200) return options;
    const response = this.authenticator.register(options.json());
    tweak(response);
    return this.post(STAFF_API.enrol, { token, response });
  }

  /** Signs in with the authenticator's passkey; answers the final response. */
  async signIn(tweak: (response: ReturnType<SoftwareAuthenticator["authenticate"]>) => void = () => {}) {
    const options = await this.post(STAFF_API.signInOptions);
    if (options.statusCode !== 200) return options;
    const response = this.authenticator.authenticate(options.json());
    tweak(response);
    return this.post(STAFF_API.signIn, { response });
  }
}

/** Invites `email` (from the shell) and enrols a passkey for them: a signed-in member, with every role unless told. */
export async function enrolledMember(
  app: FastifyInstance,
  email = "asha@example.com",
  name = "Asha Rao",
  roles: readonly StaffRole[] = STAFF_ROLES,
): Promise<StaffBrowser> {
  const { token } = await inviteNewMember(app.db, { email, name, roles }, SHELL, new Date());
  const browser = await StaffBrowser.open(app);
  const response = await browser.enrol(token);
  if (response.statusCode !== 200)
    throw new Error(`enrolment answered ${response.statusCode}: ${response.body}`);
  return browser;
}

/** The account id of a member (their audit reference is `staff:{id}`). */
export async function staffIdOfEmail(app: FastifyInstance, email: string): Promise<string> {
  return (await app.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow())
    .id;
}
