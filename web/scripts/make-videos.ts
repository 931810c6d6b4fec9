// Makes the site's placeholder videos (scripts/videos.ts lists them) into public/media:
// a slide show of the poster, one text card per narration line (or feature) and a closing
// card, with a silent audio track, encoded by ffmpeg as H.264 Main + AAC in MP4 with
// +faststart (plays in every browser, starts before it is fully downloaded), 1280x720.
// Also writes each demo's WebVTT captions from demos.ts (always: the content is their source).
//
// Run: npm run videos [-- --force --out DIR]. Existing videos are kept unless --force is given, so
// real recordings dropped in by the same name stay. ffmpeg is needed only to (re)generate
// videos; the committed files are used as they are.

import { spawnSync } from "node:child_process";
import { existsSync, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { VIDEO_SIZE } from "../app/content/media";
import { generatorOptions } from "./generator-options";
import { slideSvg } from "./video-slides";
import { videoSpecs, type VideoSpec } from "./videos";

const { outDir: publicDir, force } = generatorOptions();
const FPS = 25;

function hasFfmpeg(): boolean {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-version"], { encoding: "utf8" });
  return probe.status === 0;
}

async function encode(spec: VideoSpec, out: string) {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), "make-videos-"));
  try {
    const list: string[] = [];
    for (const [i, slide] of spec.slides.entries()) {
      const frame = path.join(work, `slide-${String(i).padStart(2, "0")}.png`);
      await sharp(Buffer.from(slideSvg(spec, i)))
        .resize(VIDEO_SIZE.width, VIDEO_SIZE.height)
        .png()
        .toFile(frame);
      list.push(`file '${frame}'`, `duration ${(slide.end - slide.start).toFixed(3)}`);
    }
    // The concat demuxer ignores the last duration unless the last file is listed again.
    list.push(list[list.length - 2]!);
    const listFile = path.join(work, "slides.txt");
    await fs.writeFile(listFile, `${list.join("\n")}\n`);
    const args = [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      listFile,
      "-f",
      "lavfi",
      "-i",
      "anullsrc=channel_layout=mono:sample_rate=44100",
      "-t",
      spec.duration.toFixed(3),
      "-vf",
      `fps=${FPS},scale=${VIDEO_SIZE.width}:${VIDEO_SIZE.height},format=yuv420p`,
      "-c:v",
      "libx264",
      "-profile:v",
      "main",
      "-level:v",
      "3.1",
      "-preset",
      "veryslow",
      "-tune",
      "stillimage",
      "-crf",
      "28",
      "-g",
      String(FPS * 10),
      "-threads",
      "1",
      "-c:a",
      "aac",
      "-b:a",
      "24k",
      "-ac",
      "1",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      "-flags:a",
      "+bitexact",
      "-movflags",
      "+faststart",
      out,
    ];
    const run = spawnSync("ffmpeg", args, { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`ffmpeg failed for ${spec.video}:\n${run.stderr}`);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

async function main() {
  const specs = videoSpecs();
  for (const spec of specs) {
    if (!spec.captions) continue;
    const file = path.join(publicDir, spec.captions.path);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const current = existsSync(file) ? await fs.readFile(file, "utf8") : undefined;
    if (current !== spec.captions.vtt) {
      await fs.writeFile(file, spec.captions.vtt);
      console.log(`  ${spec.captions.path} (captions written)`);
    }
  }

  const missing = specs.filter((s) => force || !existsSync(path.join(publicDir, s.video)));
  if (missing.length === 0) {
    console.log(`videos: all ${specs.length} videos present (use -- --force to regenerate)`);
    return;
  }
  if (!hasFfmpeg()) {
    console.error(
      [
        "videos: ffmpeg was not found on PATH.",
        "ffmpeg is only needed to (re)generate the placeholder videos; the committed files in",
        "public/media are used as they are, and the site builds and runs without it.",
        `Videos that would be generated: ${missing.map((s) => s.video).join(", ")}`,
        "Install it (Debian/Ubuntu: sudo apt-get install -y ffmpeg; macOS: brew install ffmpeg) and run again.",
      ].join("\n"),
    );
    process.exitCode = 1;
    return;
  }
  for (const spec of missing) {
    const file = path.join(publicDir, spec.video);
    if (!existsSync(path.join(publicDir, spec.poster))) {
      throw new Error(
        `${spec.poster} is missing: run npm run media -w web first (the poster is the video's first frame)`,
      );
    }
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = file.replace(/\.mp4$/, ".partial.mp4");
    await encode(spec, partial);
    await fs.rename(partial, file);
    const { size } = await fs.stat(file);
    console.log(`  ${spec.video} (${spec.duration.toFixed(1)} s, ${(size / 1024).toFixed(0)} KB)`);
  }
  console.log(
    `videos: ${missing.length} of ${specs.length} videos ${force ? "regenerated" : "generated (existing kept)"}`,
  );
}

await main();
