import { VIDEO_SIZE } from "../content/media";
import styles from "./VideoPlayer.module.css";

export interface VideoCaptions {
  /** Root-relative URL of the WebVTT file. */
  src: string;
  /** BCP 47 language of the captions, e.g. "en". */
  srclang: string;
  /** The name the player's captions menu shows; "English" for "en". */
  label?: string;
}

interface Props {
  /** Root-relative URL of the MP4 (H.264 + AAC). */
  src: string;
  /** Root-relative URL of the poster image shown before playback (its first frame, for the site's videos). */
  poster?: string;
  /** Intrinsic size of the video, so the page keeps its space before it loads: the site's videos are 1280x720. */
  width?: number;
  height?: number;
  /** What the video shows: the player's accessible name. */
  title: string;
  /** Captions of the narration; leave out for a video without speech. */
  captions?: VideoCaptions;
  /** "metadata" fetches the duration up front; "none" fetches nothing until play. */
  preload?: "none" | "metadata";
  className?: string;
}

const LANGUAGE_NAMES: Record<string, string> = { en: "English" };

/** A video with the browser's own controls, a poster and, where there is speech, captions on by default. */
export function VideoPlayer({
  src,
  poster,
  width = VIDEO_SIZE.width,
  height = VIDEO_SIZE.height,
  title,
  captions,
  preload = "metadata",
  className,
}: Props) {
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the <track> below is there whenever the video has speech; a video without speech has nothing to caption
    <video
      className={className ? `${styles.video} ${className}` : styles.video}
      controls
      preload={preload}
      poster={poster}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}` }}
      playsInline
      aria-label={title}
    >
      <source src={src} type="video/mp4" />
      {captions ? (
        <track
          kind="captions"
          src={captions.src}
          srcLang={captions.srclang}
          label={captions.label ?? LANGUAGE_NAMES[captions.srclang.slice(0, 2)] ?? captions.srclang}
          default
        />
      ) : null}
      Your browser does not support the video tag. <a href={src}>Download the video (MP4)</a>.
    </video>
  );
}
