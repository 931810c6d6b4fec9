import { Link, useLocation } from "react-router";
import type { Route } from "./+types/ovation";
import { PageHeader } from "../components/PageHeader";
import { PdfEmbed } from "../components/PdfEmbed";
import { ovationById } from "../content/ovations";
import { projectByCode } from "../content/projects";
import { pageAt } from "../route-table";
import { metaForPath } from "../seo";
import styles from "./ovation.module.css";
import { trimEdgesOf } from "../text-edges";

// Ovations (ovations-1 ... ovations-3): a delivered project, published as a PDF shown in the page.
export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

export default function OvationScreen() {
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  const ovation = ovationById(trimEdgesOf(pathname, "/"));
  if (!page || !ovation) return null;
  const project = projectByCode(ovation.projectCode);
  return (
    <>
      <PageHeader heading={page.heading} intro={ovation.summary} />
      <div className="container">
        <div className={styles.body}>
          <h2 className={styles.documentTitle}>{ovation.document.title}</h2>
          <p className={styles.subtitle}>{ovation.document.subtitle}</p>
          <PdfEmbed src={ovation.pdf} title={ovation.document.title} />
          {project ? (
            <p className={styles.more}>
              Read the case study: <Link to={`/${project.code}`}>{project.name}</Link>
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
