import { pictureUrl, srcSet, type Picture } from "../content/media";

interface Props {
  picture: Picture;
  /** Describes the image; "" for a decorative one. */
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's largest image above the fold: fetched first, not lazily. */
  priority?: boolean;
  className?: string;
}

/** AVIF with a WebP fallback, every width published, intrinsic size set so nothing shifts. */
export function ResponsiveImage({ picture, alt, sizes, priority = false, className }: Props) {
  const largest = picture.widths[picture.widths.length - 1] ?? picture.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(picture, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(picture, "webp")} sizes={sizes} />
      <img
        src={pictureUrl(picture, largest, "webp")}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
