import type { Route } from "./+types/brochure";
import { contentOf } from "../content/current";
import { PageHeader } from "../components/PageHeader";
import { formatFileSize } from "../components/file-size";
import { siteFilesContext } from "../site-data";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./brochure.module.css";

// Brochures: eight downloadable PDFs, each opening in a new tab.
export const meta: Route.MetaFunction = (args) => routeMeta(args);

/**
 * What each card shows, and the size of each PDF as it is served with this page (made
 * from the same content), so the cards can say how big a download is (a missing file just
 * shows no size). brochures.ts, which holds the PDFs' whole contents, stays out of the
 * browser's code.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const siteFiles = context.get(siteFilesContext);
  const sizes: Record<string, number> = {};
  const brochures = contentOf(context).brochures;
  const cards = brochures.map(({ id, title, summary, pdf }) => ({ id, title, summary, pdf }));
  if (siteFiles === null) return { cards, sizes };
  for (const b of brochures) {
    const size = await siteFiles.sizeOf(b.pdf);
    if (size !== undefined) sizes[b.id] = size;
  }
  return { cards, sizes };
}

export default function BrochureScreen({ loaderData: { cards, sizes } }: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <div className="container">
        <ul className={styles.grid}>
          {cards.map((b) => {
            const bytes = sizes[b.id];
            const hint =
              bytes === undefined
                ? "(PDF, opens in a new tab)"
                : `(PDF, ${formatFileSize(bytes)}, opens in a new tab)`;
            return (
              <li key={b.id} className={styles.card}>
                <svg className={styles.icon} viewBox="0 0 48 56" aria-hidden="true" focusable="false">
                  <path
                    d="M4 4h28l12 12v36H4z"
                    fill="#ffffff"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinejoin="round"
                  />
                  <path
                    d="M32 4v12h12"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinejoin="round"
                  />
                  <rect x="10" y="30" width="28" height="12" rx="2" fill="currentColor" />
                  <text
                    x="24"
                    y="39.5"
                    textAnchor="middle"
                    fontSize="9"
                    fontWeight="700"
                    fill="#ffffff"
                    fontFamily="sans-serif"
                  >
                    PDF
                  </text>
                </svg>
                <h2 className={styles.title}>{b.title}</h2>
                <p className={styles.summary}>{b.summary}</p>
                <a className={styles.link} href={b.pdf} target="_blank" rel="noopener">
                  Open the {b.title} brochure <span className={styles.hint}>{hint}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
