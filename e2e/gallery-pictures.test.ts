// An event's pictures end to end: a marketing member adds an event with three pictures,
// each with its alt text (the first with a focal point), in the console; the public
// gallery's card then shows the first picture described by its alt text and cropped
// around its focal point, and its popup steps through the three by keyboard and by its
// Next button. The console's gallery forms and the popup pass axe on a phone and a wide
// screen.

import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { PHONE, WIDE } from "./browser.ts";
import { useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });

const TITLE = "Annual day 2026";
const PICTURES = [
  { name: "stage.jpg", colour: "#1d4ed8", alt: "The managing director speaking on the stage" },
  { name: "audience.jpg", colour: "#b91c1c", alt: "The whole team in the audience, applauding" },
  { name: "cake.jpg", colour: "#15803d", alt: "Two colleagues cutting the anniversary cake" },
];

const picture = (colour: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function expectAccessible(page: Page, what: string) {
  for (const viewport of [PHONE, WIDE]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `axe on ${what} at ${viewport.width}px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways overflow on ${what} at ${viewport.width}px`).toBeLessThanOrEqual(0);
  }
}

const statusSays = (scope: Page | Locator, text: string) =>
  expect
    .poll(async () => (await scope.getByRole("status").allTextContents()).join(" | "), { timeout: 60_000 })
    .toContain(text);

describe("an event's pictures", () => {
  it("are added with their alt texts in the console and stepped through in the public popup", async () => {
    const page = await staff.enrolledPage("pictures@example.com", "Picture Keeper", ["marketing"]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Gallery");

    // The add form: the first picture previewed, its focal point set, its alt text required.
    const form = page.getByRole("form", { name: "Add an event" });
    await form.getByLabel("Title").fill(TITLE);
    await form.getByLabel("Date").fill("2026-02-14");
    await form.getByLabel("Picture").setInputFiles({
      name: PICTURES[0]!.name,
      mimeType: "image/jpeg",
      buffer: await picture(PICTURES[0]!.colour),
    });
    const focal = form.getByRole("group", { name: "Focal point" });
    await expect.poll(() => focal.locator("img").first().getAttribute("src")).toMatch(/^blob:/);
    // The preview shows the chosen file itself (the console's policy allows blob: pictures).
    await expect
      .poll(() =>
        focal
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1200);
    await focal.getByLabel("Across, % from the left").fill("30");
    await form.getByRole("button", { name: "Add event" }).click();
    await expect.poll(() => form.getByLabel("Alt text").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "the add form with its preview and a missing alt text");
    await form.getByLabel("Alt text").fill(PICTURES[0]!.alt);
    await form.getByRole("button", { name: "Add event" }).click();
    await statusSays(page, `Event “${TITLE}” added.`);

    // Two more pictures, in the event's edit dialog.
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: TITLE }) });
    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit event" });
    for (const [index, { name, colour, alt }] of PICTURES.entries()) {
      if (index === 0) continue;
      const add = dialog.getByRole("form", { name: "Add a picture" });
      await add
        .getByLabel("Picture")
        .setInputFiles({ name, mimeType: "image/jpeg", buffer: await picture(colour) });
      await add.getByLabel("Alt text").fill(alt);
      await add.getByRole("button", { name: "Add picture" }).click();
      await statusSays(dialog, `Picture ${index + 1} added.`);
    }
    expect(await dialog.getByRole("heading", { level: 4 }).allTextContents()).toEqual([
      "Picture 1 of 3, the card's",
      "Picture 2 of 3",
      "Picture 3 of 3",
      "Add a picture",
    ]);
    await expectAccessible(page, "the edit dialog with three pictures");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => card.getByText("3 pictures").count()).toBe(1);

    // The public gallery: the card's picture is the first, described by its alt text.
    const gallery = await staff.browser.openPage("/gallery", { viewport: WIDE });
    const visitor = gallery.page;
    const cardImage = visitor.getByRole("article").locator("img").first();
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return cardImage.getAttribute("alt");
        },
        { timeout: 10_000 },
      )
      .toBe(PICTURES[0]!.alt);
    expect(await cardImage.evaluate((img) => getComputedStyle(img).objectPosition)).toBe("30% 50%");

    await visitor.getByRole("button", { name: `View larger: ${TITLE} (3 pictures)` }).click();
    const popup = visitor.getByRole("dialog", { name: TITLE });
    await popup.waitFor({ state: "visible" });
    const shown = async () => {
      const images = popup.locator("img");
      expect(await images.count()).toBe(1);
      return [await popup.getByText(/^Picture \d of 3$/).textContent(), await images.getAttribute("alt")];
    };
    const expectShown = (index: number) =>
      expect.poll(shown).toEqual([`Picture ${index + 1} of 3`, PICTURES[index]!.alt]);
    await expectShown(0);
    // The popup keeps the spec's size.
    expect(
      await popup.locator("img").evaluate((img) => [img.getAttribute("width"), img.getAttribute("height")]),
    ).toEqual(["1200", "700"]);
    expect(await popup.evaluate((d) => d.getBoundingClientRect().width)).toBeCloseTo(
      Math.min(WIDE.width * 0.9, 1200),
      0,
    );

    await visitor.keyboard.press("ArrowRight");
    await expectShown(1);
    await visitor.keyboard.press("ArrowRight");
    await expectShown(2);
    await visitor.keyboard.press("ArrowLeft");
    await expectShown(1);
    await popup.getByRole("button", { name: "Next picture" }).click();
    await expectShown(2);
    await popup.getByRole("button", { name: "Next picture" }).click();
    await expectShown(0);
    await popup.getByRole("button", { name: "Previous picture" }).click();
    await expectShown(2);
    // Each picture loaded, from the server, as it was shown.
    await expect
      .poll(() =>
        popup.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await expectAccessible(visitor, "the public popup of an event with three pictures");

    await visitor.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    expect(gallery.consoleErrors).toEqual([]);

    // The next picture slides in, unless the visitor asked for reduced motion.
    for (const [motion, slides] of [
      ["no-preference", true],
      ["reduce", false],
    ] as const) {
      const { page: viewer } = await staff.browser.openPage("/gallery", {
        viewport: PHONE,
        reducedMotion: motion,
      });
      await viewer.getByRole("button", { name: `View larger: ${TITLE} (3 pictures)` }).click();
      const shownPopup = viewer.getByRole("dialog", { name: TITLE });
      await shownPopup.getByRole("button", { name: "Next picture" }).click();
      await expect.poll(() => shownPopup.getByText(/^Picture \d of 3$/).textContent()).toBe("Picture 2 of 3");
      const animation = await shownPopup
        .locator("img")
        .evaluate((img) => getComputedStyle(img).animationName);
      expect(animation !== "none", `${motion}: animation-name ${animation}`).toBe(slides);
    }
  }, 180_000);
});
