import type { SolutionText } from "@site/contracts/content";
import type { Solution } from "../content/solutions";
import { VideoPlayer } from "./VideoPlayer";

/** The 'Watch Video' section of a solution page that has a demo video (Merchant QR). */
export function SolutionVideo({ solution, text }: { solution: Solution; text: SolutionText }) {
  const { videoUrl, videoPoster } = text;
  if (!videoUrl) return null;
  return (
    <section className="container" aria-labelledby="watch-video">
      <h2 id="watch-video">Watch Video</h2>
      <VideoPlayer
        src={videoUrl}
        poster={videoPoster}
        title={`${solution.name} demonstration`}
        preload="none"
      />
    </section>
  );
}
