import type { HeroSlide } from "@site/contracts/content";
import {
  CAROUSEL,
  CAROUSEL_PAUSE,
  CAROUSEL_SLIDES,
  CAROUSEL_STATUS,
  CAROUSEL_STEP,
} from "../enhance/markers";
import styles from "./HeroBanner.module.css";
import { ResponsiveImage } from "./ResponsiveImage";
import { pathTo } from "../route-paths";

interface Props {
  heading: string;
  intro: string;
  slides: HeroSlide[];
  mottos: string[];
}

/**
 * The home hero: the page's h1 and calls to action beside a carousel of slides, and under
 * them the motto strip that scrolls in 12 s. Plain HTML and CSS, which the site's small
 * scripts enhance (enhance/carousel.ts: previous, next, the rotation): without them the
 * slides are a strip that scrolls sideways, and the pause switch, a checkbox, stops the motto.
 */
/** How wide a slide's picture is drawn at each viewport width (its `sizes`). */
export const HERO_PICTURE_SIZES = "(min-width: 64rem) 36rem, 100vw";

export function HeroBanner({ heading, intro, slides, mottos }: Props) {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={`${styles.layout} container`}>
        <div className={styles.text}>
          <h1 id="hero-heading" className={styles.heading}>
            {heading}
          </h1>
          <p className={styles.intro}>{intro}</p>
          <p className={styles.actions}>
            <a href={pathTo("solutions")} className={styles.primary}>
              Explore our solutions
            </a>
            <a href={pathTo("contact")} className={styles.secondary}>
              Talk to us
            </a>
          </p>
        </div>
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription="carousel"
          aria-label="Highlights"
          {...{ [CAROUSEL]: "" }}
        >
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.step}
              aria-label="Previous slide"
              {...{ [CAROUSEL_STEP]: -1 }}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <label className={styles.pause}>
              <input type="checkbox" className={styles.pauseInput} {...{ [CAROUSEL_PAUSE]: "" }} />
              Pause<span className="visually-hidden"> slides and motto</span>
            </label>
            <button type="button" className={styles.step} aria-label="Next slide" {...{ [CAROUSEL_STEP]: 1 }}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
          {/* Focusable so that a keyboard scrolls it without script (and axe: a scrollable region must be reachable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region, focused to scroll it */}
          <div className={styles.slides} tabIndex={0} {...{ [CAROUSEL_SLIDES]: "" }}>
            {slides.map((slide, index) => (
              <div
                key={slide.title}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
              >
                <ResponsiveImage
                  picture={slide.src}
                  alt=""
                  sizes={HERO_PICTURE_SIZES}
                  priority={index === 0}
                  className={styles.image}
                />
                <h2 className={styles.slideTitle}>{slide.title}</h2>
                <p className={styles.tagline}>{slide.tagline}</p>
              </div>
            ))}
          </div>
          <p className="visually-hidden" aria-live="polite" {...{ [CAROUSEL_STATUS]: "" }} />
        </div>
      </div>
      <div className={styles.motto}>
        <ul className={styles.mottoTrack} aria-label="Our mottos">
          {[...mottos, ...mottos].map((motto, index) => (
            <li key={index} aria-hidden={index >= mottos.length || undefined}>
              {motto}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
