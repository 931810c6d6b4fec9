// A video's poster, made where the machine has ffmpeg (Debian's package): the frame one
// second in (the first, for a shorter video), as a PNG for the picture intake. Without
// ffmpeg, or for a video it cannot read, there is none, and staff choose a picture.

import { spawn } from "node:child_process";

/** A frame is a few hundred milliseconds' work: a minute means ffmpeg is stuck. */
const FFMPEG_TIMEOUT_MS = 60_000;
/** A 1080p PNG frame is a few MB; more is not a frame. */
const FRAME_MAX_BYTES = 40 * 1024 * 1024;

function frameAt(videoPath: string, seconds: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const args = ["-hide_banner", "-loglevel", "error", "-nostdin"];
    args.push(
      "-ss",
      String(seconds),
      "-i",
      videoPath,
      "-frames:v",
      "1",
      "-f",
      "image2pipe",
      "-c:v",
      "png",
      "-",
    );
    let child;
    try {
      child = spawn("ffmpeg", args, { stdio: ["ignore", "pipe", "ignore"], timeout: FFMPEG_TIMEOUT_MS });
    } catch {
      resolve(undefined);
      return;
    }
    const parts: Buffer[] = [];
    let size = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > FRAME_MAX_BYTES) child.kill("SIGKILL");
      else parts.push(chunk);
    });
    // No ffmpeg on this machine: no poster.
    child.on("error", () => resolve(undefined));
    child.on("close", (code) =>
      resolve(code === 0 && size > 0 && size <= FRAME_MAX_BYTES ? Buffer.concat(parts) : undefined),
    );
  });
}

/** The poster frame of the video at `videoPath`, or undefined when ffmpeg cannot make one. */
export async function posterFrame(videoPath: string): Promise<Buffer | undefined> {
  return (await frameAt(videoPath, 1)) ?? (await frameAt(videoPath, 0));
}
