// A picture uploaded in the console reaches the pages that show it: a publisher on a phone
// gives a person a new photo in the People document, saves the draft, sees it in the
// preview of /team, publishes it, and /team and /promoters then show the upload's
// renditions (AVIF and WebP at its widths, served by the server from its database) under
// the page's own Content-Security-Policy, with no axe violation in the console.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { STAFF_PREVIEW_PATH } from "@site/contracts/staff";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });
let directory = "";
let portrait = "";

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "content-pictures-"));
  portrait = path.join(directory, "portrait.jpg");
  // A square portrait, wider than the largest rendition is not needed: 1200 px gives 480 and 960 too.
  await sharp({ create: { width: 1200, height: 1200, channels: 3, background: { r: 30, g: 80, b: 150 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><circle cx="600" cy="480" r="260" fill="#f2c57c"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toFile(portrait);
});

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

/** The srcset of each <source> and the src of the <img> of the pictures named `name` on the page. */
const renditionsOn = (page: Page, name: string) =>
  page.evaluate(
    (picture) =>
      [...document.querySelectorAll("picture")]
        .filter((element) => element.innerHTML.includes(picture))
        .map((element) => ({
          sources: [...element.querySelectorAll("source")].map((source) => [source.type, source.srcset]),
          loaded: (element.querySelector("img")?.naturalWidth ?? 0) > 0,
        })),
    name,
  );

/** Opens `pathname` and waits for its pictures, noting any CSP violation meanwhile. */
async function openShowing(page: Page, pathname: string, name: string) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  await page.goto(pathname);
  await expect
    .poll(async () => (await renditionsOn(page, name)).some((picture) => picture.loaded), { timeout: 20_000 })
    .toBe(true);
  return { pictures: await renditionsOn(page, name), violations };
}

const expectedSources = (name: string) => [
  [
    "image/avif",
    `/media/${name}-480.avif 480w, /media/${name}-960.avif 960w, /media/${name}-1200.avif 1200w`,
  ],
  [
    "image/webp",
    `/media/${name}-480.webp 480w, /media/${name}-960.webp 960w, /media/${name}-1200.webp 1200w`,
  ],
];

describe("a person's new photo from the console", () => {
  it("is uploaded on a phone, saved, previewed, published, and shown on /team and /promoters", async () => {
    const page = await staff.enrolledPage("pat@example.com", "Pat Publisher", ["publisher"]);
    await page.goto("/staff/content");
    await page.getByRole("link", { name: /^People/ }).click();
    const photo = page.getByRole("group", { name: "Photo" }).first();
    await expect.poll(() => photo.count(), { timeout: 20_000 }).toBe(1);

    await photo.getByLabel("Choose a new picture").setInputFiles(portrait);
    // AVIF encoding takes a few seconds, longer beside other engineers' work on two cores.
    await expect
      .poll(() => photo.getByRole("status").textContent(), { timeout: 60_000 })
      .toBe("New picture uploaded: 1200 × 1200 pixels. Save the draft to keep it.");
    const thumbnail = photo.getByRole("img");
    const src = (await thumbnail.getAttribute("src")) ?? "";
    const name = /^\/media\/(upload-[0-9a-f]{32})-480\.webp$/.exec(src)?.[1];
    expect(name, src).toBeDefined();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(() => page.getByText(/Draft saved/).count()).toBe(1);
    // Visitors still see the old photo; the preview shows the new one.
    expect(await (await fetch(`${staff.baseURL}/team`)).text()).not.toContain(name!);
    const preview = await openShowing(page, `${STAFF_PREVIEW_PATH}/team`, name!);
    expect(preview.pictures[0]!.sources).toEqual(expectedSources(name!));

    await page.goto("/staff/content/site/people");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Note (optional)").fill("New portrait");
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    await expect
      .poll(async () => (await (await fetch(`${staff.baseURL}/promoters`)).text()).includes(name!), {
        timeout: 90_000,
      })
      .toBe(true);

    for (const pathname of ["/team", "/promoters"]) {
      const shown = await openShowing(page, pathname, name!);
      expect(shown.pictures.length, pathname).toBe(1);
      expect(shown.pictures[0]!.sources, pathname).toEqual(expectedSources(name!));
      expect(shown.violations, pathname).toEqual([]);
    }
    const avif = await fetch(`${staff.baseURL}/media/${name!}-960.avif`);
    expect([avif.status, avif.headers.get("content-type"), avif.headers.get("cache-control")]).toEqual([
      200,
      "image/avif",
      "public, max-age=31536000, immutable",
    ]);
  }, 240_000);
});
