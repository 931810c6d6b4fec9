import type { Route } from "./+types/demo-page";
import { PageHeader } from "../components/PageHeader";
import { VideoPlayer } from "../components/VideoPlayer";
import { contentOf } from "../content/current";
import { demoPoster } from "../content/media";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./demo-page.module.css";
import { itemPath, pathTo } from "../route-paths";

// Demo videos (/Demo-Page, and /Demos as an alias): three videos with controls and captions.
export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The published demos, each with the name of the solution whose page it links to. */
export function loader({ context }: Route.LoaderArgs) {
  const { demoPage, demos, solutions } = contentOf(context);
  return {
    intro: demoPage.intro,
    demos: demos.map((demo) => ({
      ...demo,
      solutionName:
        demo.solutionPage === undefined
          ? undefined
          : solutions.find((s) => s.page === demo.solutionPage)?.name,
    })),
  };
}

export default function DemoPageScreen({ loaderData: { intro, demos } }: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={intro} />
      <div className="container">
        <div className={styles.list}>
          {demos.map((demo) => {
            const poster = demoPoster(demo.id);
            return (
              <article key={demo.id} className={styles.demo} aria-labelledby={`demo-${demo.id}`}>
                <div className={styles.text}>
                  <h2 id={`demo-${demo.id}`}>{demo.title}</h2>
                  <p>{demo.description}</p>
                  {demo.solutionPage && demo.solutionName ? (
                    <p>
                      <a href={itemPath(demo.solutionPage)}>More about {demo.solutionName}</a>
                    </p>
                  ) : null}
                  <details className={styles.transcript}>
                    <summary>Transcript</summary>
                    <ol>
                      {demo.cues.map((cue) => (
                        <li key={cue.start}>{cue.text}</li>
                      ))}
                    </ol>
                  </details>
                </div>
                <VideoPlayer
                  className={styles.video}
                  src={demo.video}
                  poster={demo.poster}
                  width={poster.width}
                  height={poster.height}
                  title={`${demo.title} demo video`}
                  captions={{ src: demo.captions, srclang: demo.captionsLang }}
                  preload="none"
                />
              </article>
            );
          })}
        </div>
        <p className={styles.cta}>
          Want to see a solution with your own products and data? <a href={pathTo("contact")}>Book a Demo</a>
        </p>
      </div>
    </>
  );
}
