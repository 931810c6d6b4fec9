// How many uploads a member may make in a window (each costs seconds of CPU for its
// renditions, or a video's worth of storage): counted per member before a byte of the
// body is read, shared by the content's picture uploads and the media library's.

import type { FastifyReply, FastifyRequest } from "fastify";
import type { PostRateLimit } from "../security/rate-limit.js";
import { member, refuse } from "./guard.js";

export interface UploadLimit {
  /** Counts an upload against the member (the key); `perMember` in `windowMs` are allowed. */
  count: PostRateLimit;
  perMember: number;
  windowMs: number;
}

const minutes = (n: number) => `${n} ${n === 1 ? "minute" : "minutes"}`;

/**
 * An onRequest hook that counts the upload under `bucket` and refuses it with a 429 past
 * the limit, saying how many `noun` (pictures, files) a member may upload and when again.
 */
export const countUpload =
  (limit: UploadLimit, bucket: string, noun: string) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await limit.count(request, `${bucket}:${member(request).staffId}`);
    if (!verdict.limited) return;
    const window = minutes(Math.round(limit.windowMs / 60_000));
    const wait = minutes(Math.ceil(verdict.retryAfterSeconds / 60));
    return refuse(
      reply.header("retry-after", String(verdict.retryAfterSeconds)),
      429,
      `You have uploaded ${limit.perMember} ${noun} in ${window}, as many as a member may. Try again in ${wait}.`,
    );
  };
