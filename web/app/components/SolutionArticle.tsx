import type { SolutionText } from "@site/contracts/content";
import type { Solution } from "../content/solutions";
import { solutionPicture } from "../content/media";
import { ResponsiveImage } from "./ResponsiveImage";
import styles from "./SolutionArticle.module.css";

/**
 * A solution's picture, description and key features. `descriptionHeading` names the
 * description section (the details page calls it 'DESCRIPTION', as the spec does). The
 * texts come from the route's loader: they are in the page's HTML (and, for a client-side
 * navigation, in its .data file), not in its JavaScript.
 */
export function SolutionArticle({
  solution,
  text,
  descriptionHeading,
  animated = false,
}: {
  solution: Solution;
  text: SolutionText;
  descriptionHeading: string;
  animated?: boolean;
}) {
  return (
    <div className={`${styles.layout} container`}>
      <div className={styles.media} data-animated={animated || undefined}>
        <ResponsiveImage
          picture={solutionPicture(solution)}
          alt={`${solution.name}: illustration`}
          sizes="(min-width: 64rem) 30rem, 100vw"
          priority
          className={styles.image}
        />
      </div>
      <div className={styles.text}>
        <section aria-labelledby="solution-description">
          <h2 id="solution-description">{descriptionHeading}</h2>
          {text.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="solution-features">
          <h2 id="solution-features">Key features</h2>
          <ul className={styles.features}>
            {text.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
