// What a video of the media library costs the server: receiving a 200 MB upload (the
// largest a video may be) into the database, and serving it whole and by Range requests,
// with the memory each takes. The library's promise is that neither is ever whole in
// memory: the upload is written in chunks as it arrives, a request reads a few chunks at a
// time.
//
//   npm run bench:media   (builds the server first)
//
// On SQLite (a temporary DATA_DIR): the server's own receiveFile and the route that serves
// /media/file-*, in a process of their own (bench/media-server.ts) whose memory is
// sampled, over HTTP on 127.0.0.1, read by fetch as a player would.
// Target: the server's memory grows by under half the file for any of it.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { Readable } from "node:stream";
import { REPO_ROOT } from "../scripts/server-process.mjs";
import { sectionHead } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES, resultsPathShown, writeSection } from "./lib/results-file.ts";

const TITLE = LOAD_SECTION_TITLES.media;
const VIDEO_BYTES = 200 * 1024 * 1024;
const RANGE_BYTES = 1024 * 1024;
const RANGES = 50;
const SMALLER_VIDEO_BYTES = VIDEO_BYTES / 4;
// Never whole in memory: the server grows by less than half the file at any moment.
const TARGET_GROWTH_BYTES = VIDEO_BYTES / 2;
const MiB = 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A "video" of `total` bytes: a real MP4's first bytes (its kind is read from them), then filler, in 1 MiB pieces. */
function videoStream(head: Buffer, total: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const size = Math.min(MiB, total - sent);
      const piece =
        sent === 0
          ? Buffer.concat([head, Buffer.alloc(size - head.length, 7)])
          : Buffer.alloc(size, sent % 251);
      sent += size;
      this.push(piece);
    },
  });
}

/** The resident memory of process `pid` now (Linux's /proc), in bytes. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const line = status.split("\n").find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
}

/** The highest resident memory of `pid` while `work` runs, sampled every 10 ms, above what it was before. */
async function peakGrowth<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; growth: number; ms: number }> {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  const from = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, growth: peak - before, ms: performance.now() - from };
  } finally {
    clearInterval(timer);
  }
}

/** Starts bench/media-server.ts on DATA_DIR `dataDir`; answers its process and address. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=source", path.join(REPO_ROOT, "bench/media-server.ts")],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "inherit"] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let said = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      said += chunk.toString();
      const match = /listening (\S+)/.exec(said);
      if (match) resolve(match[1]!);
    });
    child.on("exit", (code) => reject(new Error(`bench/media-server.ts exited with ${code}`)));
  });
  return { child, address };
}

async function main() {
  const startedAt = new Date();
  const head = readFileSync(path.join(REPO_ROOT, "web/public/media/merchant-qr-demo.mp4")).subarray(
    0,
    64 * 1024,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-media-"));
  const { child, address } = await startServer(dataDir);
  const pid = child.pid!;
  try {
    const uploadOf = (total: number) =>
      peakGrowth(pid, async () => {
        const response = await fetch(`${address}/upload`, {
          method: "POST",
          headers: { "content-type": "video/mp4" },
          body: Readable.toWeb(videoStream(head, total)) as ReadableStream,
          duplex: "half",
        } as RequestInit);
        if (response.status !== 200)
          throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
        return ((await response.json()) as { url: string }).url;
      });
    // A quarter of the size first, the server's first upload (its first allocations of the
    // kind), then the largest: what grows with the file, and what does not.
    const smaller = await uploadOf(SMALLER_VIDEO_BYTES);
    console.log(
      `bench-media: upload of a quarter ${Math.round(smaller.ms)} ms, +${Math.round(smaller.growth / MiB)} MiB`,
    );
    const upload = await uploadOf(VIDEO_BYTES);
    const url = upload.result;
    console.log(`bench-media: upload ${Math.round(upload.ms)} ms, +${Math.round(upload.growth / MiB)} MiB`);

    /** Reads the answer to the end without keeping it; answers its status and length. */
    const read = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${address}${url}`, { headers });
      let bytes = 0;
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
      return { status: response.status, bytes };
    };
    const whole = await peakGrowth(pid, () => read());
    if (whole.result.status !== 200 || whole.result.bytes !== VIDEO_BYTES)
      throw new Error(`The whole video came back as ${whole.result.status}, ${whole.result.bytes} bytes`);
    console.log(`bench-media: whole ${Math.round(whole.ms)} ms, +${Math.round(whole.growth / MiB)} MiB`);
    const times: number[] = [];
    const ranges = await peakGrowth(pid, async () => {
      for (let i = 0; i < RANGES; i++) {
        // Spread over the file, as a player seeking does; never aligned to a chunk.
        const start = Math.floor(((i * 7919) % RANGES) * (VIDEO_BYTES / RANGES)) + 1234;
        const from = performance.now();
        const answer = await read({ range: `bytes=${start}-${start + RANGE_BYTES - 1}` });
        times.push(performance.now() - from);
        if (answer.status !== 206 || answer.bytes !== RANGE_BYTES)
          throw new Error(`A range came back as ${answer.status}, ${answer.bytes} bytes`);
      }
    });
    console.log(
      `bench-media: ranges median ${Math.round(median(times))} ms, +${Math.round(ranges.growth / MiB)} MiB`,
    );

    const finishedAt = new Date();
    const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
    const verdict = (growth: number) => (growth <= TARGET_GROWTH_BYTES ? "met" : "NOT met");
    const mbps = (ms: number) => `${Math.round(VIDEO_BYTES / MiB / (ms / 1000))} MiB/s`;
    const lines = [
      ...sectionHead({
        title: TITLE,
        name: "media",
        startedAt,
        finishedAt,
        machineNote: `SQLite; the server's receiveFile and /media/file-* route in a process of their own (bench/media-server.ts), over HTTP on 127.0.0.1; a ${VIDEO_BYTES / MiB} MiB MP4.`,
      }),
      "",
      `| step | time | throughput | server's memory growth, peak | target (< ${mib(TARGET_GROWTH_BYTES)}) |`,
      "| --- | --- | --- | --- | --- |",
      `| upload of ${mib(SMALLER_VIDEO_BYTES)}: streamed in, stored in 256 KiB chunks | ${Math.round(smaller.ms)} ms | ${Math.round(SMALLER_VIDEO_BYTES / MiB / (smaller.ms / 1000))} MiB/s | ${mib(smaller.growth)} | ${verdict(smaller.growth)} |`,
      `| upload of ${mib(VIDEO_BYTES)} | ${Math.round(upload.ms)} ms | ${mbps(upload.ms)} | ${mib(upload.growth)} | ${verdict(upload.growth)} |`,
      `| served whole (200) | ${Math.round(whole.ms)} ms | ${mbps(whole.ms)} | ${mib(whole.growth)} | ${verdict(whole.growth)} |`,
      `| ${RANGES} ranges of 1 MiB (206), one after another | median ${Math.round(median(times))} ms, worst ${Math.round(Math.max(...times))} ms | – | ${mib(ranges.growth)} | ${verdict(ranges.growth)} |`,
      "",
      "- Memory growth: the server process's highest resident set size (VmRSS) sampled every 10 ms while the step ran, less its RSS before it; the video itself is 200 MiB, so a step that held it whole would grow by at least that. What grows is the process's first allocations for an upload and garbage not yet collected (the request's pieces), not the file: the upload of a quarter of the size, the first, grows the server about as much as the whole size after it.",
      "- Uploads reach the app through nginx in production, which buffers the request first; the upload's time here is the loopback's and the database's.",
    ];
    writeSection(TITLE, lines.join("\n"));
    console.log(`bench-media: written to ${resultsPathShown()}`);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
