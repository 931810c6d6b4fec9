import { mkdtemp, mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { filledContent } from "../app/content/current";
import { pictureUrl, solutionPicture } from "../app/content/media";
import { repositoryContent } from "../app/content/repository";
import { allPages } from "../app/pages";
import { SOCIAL_IMAGE } from "../app/seo";
import { renderSocialCard, socialCards, type SocialCard } from "./social-images";

const KINDS_WITH_IMAGE =
  /^\/(?:B[A-Z]+|FIS|Doc-\d|insight\/.+|solution-details\/.+|project-details\/.+|Instant-Payment-System|Merchant-QR-Code|MCIB-CPR|ERP-and-HRM)$/;

describe("social images", () => {
  const cards = socialCards(filledContent(repositoryContent));

  it("draws exactly the images the pages name, one per solution, project, policy and insight", () => {
    const named = new Set(allPages().flatMap((page) => (page.socialImage ? [page.socialImage] : [])));
    const drawn = cards.map((card) => card.path);
    expect(new Set(drawn).size, "no two cards share a file").toBe(drawn.length);
    expect([...named].sort()).toEqual([...drawn].sort());
    for (const page of allPages()) {
      if (KINDS_WITH_IMAGE.test(page.path))
        expect(page.socialImage, page.path).toMatch(/^\/media\/social\/[a-z]+-[a-z0-9-]+\.png$/);
      else expect(page.socialImage, page.path).toBeUndefined();
    }
  });

  describe("a card", () => {
    let clientDir: string;
    afterAll(() => rm(clientDir, { recursive: true, force: true }));

    it("is a 1200x630 PNG with the page's picture in its frame, or its icon when it has none", async () => {
      clientDir = await mkdtemp(path.join(tmpdir(), "social-"));
      const withPicture = cards.find((card) => card.picture !== undefined)!;
      const picture = withPicture.picture!;
      // The picture the build published, here pure red: the card must show it.
      for (const width of picture.widths) {
        const file = path.join(clientDir, pictureUrl(picture, width, "webp"));
        await mkdir(path.dirname(file), { recursive: true });
        await sharp({
          create: {
            width,
            height: Math.round((width * picture.height) / picture.width),
            channels: 3,
            background: "#ff0000",
          },
        })
          .webp()
          .toFile(file);
      }
      const pixel = async (png: Buffer, x: number, y: number) => {
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
        const at = (y * info.width + x) * info.channels;
        // WebP is lossy: red within a few levels.
        return data[at]! > 240 && data[at + 1]! < 16 && data[at + 2]! < 16 ? "red" : "not red";
      };
      const png = await renderSocialCard({ ...withPicture, company: "Example Bank Software" }, clientDir);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        "png",
        SOCIAL_IMAGE.width,
        SOCIAL_IMAGE.height,
      ]);
      expect(await pixel(png, 900, 240), "the frame shows the picture").toBe("red");
      expect(await pixel(png, 300, 600), "the brand strip").toBe("not red");

      const noPicture: SocialCard = { ...withPicture, picture: undefined };
      expect(
        await pixel(await renderSocialCard(noPicture, clientDir), 900, 240),
        "no picture: the icon tile",
      ).toBe("not red");
    });

    it("fails loudly when the picture was not published", async () => {
      const card: SocialCard = { ...cards[0]!, picture: solutionPicture({ key: "instant-payment" }) };
      await expect(renderSocialCard(card, path.join(tmpdir(), "no-such-build"))).rejects.toThrow();
    });

    it("shows the page's icon in place of a picture staff uploaded, which the build does not have", async () => {
      const uploaded = {
        name: "upload-0123456789abcdef",
        width: 1200,
        height: 800,
        widths: [480, 800, 1200],
      };
      const card: SocialCard = { ...cards[0]!, picture: uploaded };
      const png = await renderSocialCard(card, path.join(tmpdir(), "no-such-build"));
      const iconCard = await renderSocialCard(
        { ...card, picture: undefined },
        path.join(tmpdir(), "no-such-build"),
      );
      expect(png.equals(iconCard)).toBe(true);
    });
  });
});
