import type { Solution } from "../content/solutions";
import { solutionText } from "../content/solution-texts";
import { solutionPicture } from "../content/media";
import { ResponsiveImage } from "./ResponsiveImage";
import styles from "./SolutionArticle.module.css";

/**
 * A solution's picture, description and key features. `descriptionHeading` names the
 * description section (the details page calls it 'DESCRIPTION', as the spec does).
 */
export function SolutionArticle({ solution, descriptionHeading, animated = false }: { solution: Solution; descriptionHeading: string; animated?: boolean }) {
  const text = solutionText(solution);
  return (
    <div className={`${styles.layout} container`}>
      <div className={styles.media} data-animated={animated || undefined}>
        <ResponsiveImage picture={solutionPicture(solution.key)} alt={`${solution.name}: illustration`} sizes="(min-width: 64rem) 30rem, 100vw" priority className={styles.image} />
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
