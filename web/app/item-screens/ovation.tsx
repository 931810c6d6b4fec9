import { Link, type RouterContextProvider } from "react-router";
import { contentOf, textsOf } from "../content/current";
import { PageHeader } from "../components/PageHeader";
import { PdfEmbed } from "../components/PdfEmbed";
import { projectByCode } from "../content/projects";
import { usePage } from "../use-page";
import styles from "./ovation.module.css";
import { itemPath } from "../route-paths";

// Ovations (ovations-1 ... ovations-3): a delivered project, published as a PDF shown in the page.
/**
 * What the page of the ovation `id` shows (a loader's): the title and subtitle of its
 * document, not the whole document, which only its PDF prints.
 */
export function loadOvation(id: string, context: Readonly<RouterContextProvider>) {
  const { ovations, ovationDocuments, projects } = contentOf(context);
  const ovation = ovations.find((o) => o.id === id);
  if (ovation === undefined) throw new Error(`No ovation "${id}"`);
  const { title, subtitle } = textsOf(ovationDocuments, id, "ovation document");
  const project = projectByCode(ovation.projectCode, projects);
  return {
    ovation,
    pdfContent: { title, subtitle },
    project: project === undefined ? null : { code: project.code, name: project.name },
  };
}

export function OvationScreen({ ovation, pdfContent, project }: ReturnType<typeof loadOvation>) {
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
