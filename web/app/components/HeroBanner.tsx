import { useEffect, useState } from "react";
import type { HeroSlide } from "../content/home";
import styles from "./HeroBanner.module.css";
import { ResponsiveImage } from "./ResponsiveImage";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";
import { pathTo } from "../route-paths";

const SLIDE_INTERVAL_MS = 7000;

interface Props {
  heading: string;
  intro: string;
  slides: HeroSlide[];
  mottos: string[];
}

/**
 * The home hero: the page's h1 and calls to action beside a carousel of slides (WAI-ARIA
 * carousel pattern: previous, next, pause; it rotates only without reduced motion and
 * while nobody hovers or focuses it), and under them the motto strip that scrolls in 12 s.
 */
export function HeroBanner({ heading, intro, slides, mottos }: Props) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !paused && !interacting && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, slides.length]);

  const go = (delta: number) => setCurrent((i) => (i + delta + slides.length) % slides.length);

  return (
    <section
      className={styles.hero}
      aria-labelledby="hero-heading"
      data-paused={paused || reducedMotion || undefined}
    >
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
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the carousel pattern: pointer or focus inside the region pauses the rotation; the handlers only observe, the controls are buttons */}
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription="carousel"
          aria-label="Highlights"
          onMouseEnter={() => setInteracting(true)}
          onMouseLeave={() => setInteracting(false)}
          onFocus={() => setInteracting(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setInteracting(false);
          }}
        >
          <div className={styles.controls}>
            <button type="button" onClick={() => go(-1)} aria-label="Previous slide">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
              {paused ? "Play" : "Pause"}
              <span className="visually-hidden"> slides and motto</span>
            </button>
            <button type="button" onClick={() => go(1)} aria-label="Next slide">
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <div aria-live={rotating ? "off" : "polite"}>
            {slides.map((slide, index) => (
              <div
                key={slide.title}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                hidden={index !== current}
              >
                <ResponsiveImage
                  picture={slide.src}
                  alt=""
                  sizes="(min-width: 64rem) 36rem, 100vw"
                  priority={index === 0}
                  className={styles.image}
                />
                <h2 className={styles.slideTitle}>{slide.title}</h2>
                <p className={styles.tagline}>{slide.tagline}</p>
              </div>
            ))}
          </div>
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
