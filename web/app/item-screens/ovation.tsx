import type { loadOvation } from "./load.server";
import { Link } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { PdfEmbed } from "../components/PdfEmbed";
import { usePage } from "../use-page";
import styles from "./ovation.module.css";
import { itemPath } from "../route-paths";

// Ovations (ovations-1 ... ovations-3): a delivered project, published as a PDF shown in the page.

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
