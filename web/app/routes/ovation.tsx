import { Link } from "react-router";
import { contentOf, textsOf } from "../content/current";
import type { Route } from "./+types/ovation";
import { PageHeader } from "../components/PageHeader";
import { PdfEmbed } from "../components/PdfEmbed";
import { projectByCode } from "../content/projects";
import { itemAt } from "../page-item";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./ovation.module.css";
import { itemPath } from "../route-paths";

// Ovations (ovations-1 ... ovations-3): a delivered project, published as a PDF shown in the page.
export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Run at build time only (every ovation page is prerendered): the title and subtitle of
// the ovation's document go into the page's HTML and .data file, and ovation-texts.ts (the
// whole documents, for the PDFs) stays out of the browser's code.
export function loader({ url, context }: Route.LoaderArgs) {
  const { ovations, ovationDocuments, projects } = contentOf(context);
  const id = itemAt(url, context);
  const ovation = ovations.find((o) => o.id === id);
  if (ovation === undefined) throw new Error(`No ovation for ${url.pathname}`);
  const { title, subtitle } = textsOf(ovationDocuments, id, "ovation document");
  const project = projectByCode(ovation.projectCode, projects);
  return {
    ovation,
    pdfContent: { title, subtitle },
    project: project === undefined ? null : { code: project.code, name: project.name },
  };
}

export default function OvationScreen({
  loaderData: { ovation, pdfContent, project },
}: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={ovation.summary} />
      <div className="container">
        <div className={styles.body}>
          <h2 className={styles.documentTitle}>{pdfContent.title}</h2>
          <p className={styles.subtitle}>{pdfContent.subtitle}</p>
          <PdfEmbed src={ovation.pdf} title={pdfContent.title} />
          {project ? (
            <p className={styles.more}>
              Read the case study: <Link to={itemPath(project.code)}>{project.name}</Link>
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
