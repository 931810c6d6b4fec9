import type { loadPolicy } from "./load.server";
import { DocumentSections, sectionAnchor } from "../components/DocumentSections";
import { PageHeader } from "../components/PageHeader";
import { policyPdf } from "../content/documents";
import { usePage } from "../use-page";
import styles from "./policy.module.css";

// The screen of every policy document (/Doc-1 ...): the full text, its revision history
// and the PDF.

export function PolicyScreen({ policy, text }: ReturnType<typeof loadPolicy>) {
  const page = usePage();
  const { appliesTo, sections, revisions } = text;
  const current = revisions[revisions.length - 1]!;
  const pdf = policyPdf(policy.id);
  return (
    <div className={styles.page}>
      <PageHeader heading={page.heading} intro={policy.summary} />
      <div className="container">
        <div className={styles.layout}>
          <div>
            <dl className={styles.facts}>
              <div>
                <dt>Document</dt>
                <dd>{policy.title}</dd>
              </div>
              <div>
                <dt>Reference</dt>
                <dd>{policy.reference}</dd>
              </div>
              <div>
                <dt>Effective from</dt>
                <dd>{policy.effectiveDate}</dd>
              </div>
              <div>
                <dt>Current version</dt>
                <dd>
                  {current.version} of {current.date}
                </dd>
              </div>
              <div>
                <dt>Policy owner</dt>
                <dd>{policy.owner}</dd>
              </div>
            </dl>
            <p className={`${styles.pdf} no-print`}>
              <a href={pdf} download>
                Download this policy (PDF)
              </a>
            </p>
            <nav className={`${styles.toc} no-print`} aria-label="Sections of this policy">
              <h2 className={styles.tocHeading}>Contents</h2>
              <ol>
                {sections.map((s) => (
                  <li key={sectionAnchor(s)}>
                    <a href={`#${sectionAnchor(s)}`}>{s.heading.replace(/^\d+\.\s*/, "")}</a>
                  </li>
                ))}
                <li>
                  <a href="#revision-history">Revision History</a>
                </li>
              </ol>
            </nav>
          </div>
          <article className={styles.document}>
            <p className={styles.scope}>{appliesTo}</p>
            <DocumentSections sections={sections} headingLevel={2} />
            <section className={styles.revisions}>
              <h2 id="revision-history">Revision History</h2>
              <div
                className={styles.tableScroll}
                role="region"
                aria-labelledby="revision-history"
                tabIndex={0}
              >
                <table className={styles.table}>
                  <caption>
                    Revision history of the {policy.title} ({policy.reference})
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Version</th>
                      <th scope="col">Change description</th>
                      <th scope="col">Prepared by</th>
                      <th scope="col">Reviewed by</th>
                      <th scope="col">Approved by</th>
                      <th scope="col">Date</th>
                    </tr>
                  </thead>
                  <tbody>
                    {revisions.map((r) => (
                      <tr key={r.version}>
                        <td>{r.version}</td>
                        <td>{r.change}</td>
                        <td>{r.preparedBy}</td>
                        <td>{r.reviewedBy}</td>
                        <td>{r.approvedBy}</td>
                        <td className={styles.date}>{r.date}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </article>
        </div>
      </div>
    </div>
  );
}
