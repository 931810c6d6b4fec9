import type { SiteContent } from "@site/contracts/content";
import { Link } from "react-router";
import { contentOf, pagesIn } from "../content/current";
import type { Route } from "./+types/legal";
import { DocumentSections, sectionAnchor } from "../components/DocumentSections";
import { PageHeader } from "../components/PageHeader";
import type { FormNotice, LegalDocument } from "../content/legal";
import { itemAt } from "../page-item";
import type { SitePages } from "../pages";
import { pageTextOf } from "../page-text";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./legal.module.css";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** DD-MM-YYYY (as the content writes dates) to the ISO form a <time> carries. */
function isoDate(ddmmyyyy: string): string {
  const [d, m, y] = ddmmyyyy.split("-");
  return `${y}-${m}-${d}`;
}

// Run at build time only (both pages are prerendered): the document goes into the page's
// HTML and .data file, and legal.ts stays out of the browser's code. The privacy notice's
// forms are the sections before its numbered ones; the terms have none.
export function loader({ url, context }: Route.LoaderArgs): {
  doc: LegalDocument;
  forms: (FormNotice & { places: FormPlace[] })[];
} {
  const content = contentOf(context);
  if (itemAt(url, context) !== "privacy") return { doc: content.terms, forms: [] };
  const { forms, ...doc } = content.privacyNotice;
  return {
    doc,
    forms: forms.map((form) => ({ ...form, places: formPlaces(content, pagesIn(context), form.pages) })),
  };
}

/** The pages a form is on, by their published titles (an alias shares its page's title). */
interface FormPlace {
  title: string;
  paths: string[];
}

function formPlaces(content: SiteContent, pages: SitePages, paths: readonly string[]): FormPlace[] {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const page = pages.pageAt(path);
    const title = page === undefined ? path : pageTextOf(content, page.texts).title;
    groups.set(title, [...(groups.get(title) ?? []), path]);
  }
  return [...groups].map(([title, grouped]) => ({ title, paths: grouped }));
}

/** Terms and Conditions (/terms-and-condition) and the Privacy Notice (/privacy). */
export default function Legal({ loaderData: { doc, forms } }: Route.ComponentProps) {
  const page = usePage();
  const contents = [
    ...forms.map((form) => ({ id: form.id, heading: form.title })),
    ...doc.sections.map((s) => ({ id: sectionAnchor(s), heading: s.heading })),
  ];

  return (
    <div className={styles.legal}>
      <PageHeader heading={page.heading} intro={page.description} />
      <div className={`${screens.page} container`}>
        <article className={styles.document}>
          <p className={styles.updated}>
            Last updated: <time dateTime={isoDate(doc.lastUpdated)}>{doc.lastUpdated}</time>
          </p>
          {doc.intro.map((text) => (
            <p key={text} className={styles.intro}>
              {text}
            </p>
          ))}

          {contents.length > 0 ? (
            <nav className={styles.toc} aria-labelledby="legal-contents">
              <h2 id="legal-contents" className={styles.tocHeading}>
                Contents
              </h2>
              <ol>
                {contents.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`}>{entry.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}

          {forms.map((form) => (
            <FormSection key={form.id} form={form} />
          ))}

          <DocumentSections sections={doc.sections} headingLevel={2} />
        </article>
      </div>
    </div>
  );
}

function FormSection({ form }: { form: FormNotice & { places: FormPlace[] } }) {
  const headingId = `${form.id}-heading`;
  return (
    <section id={form.id} className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId}>{form.title}</h2>
      <p>
        Where you find it:{" "}
        {form.places.map(({ title, paths }, index) => (
          <span key={title}>
            {index > 0 ? ", " : null}
            the <Link to={paths[0]!}>{title}</Link> page (
            {paths.map((path, i) => (
              <span key={path}>
                {i > 0 ? ", " : null}
                <code>{path}</code>
              </span>
            ))}
            )
          </span>
        ))}
        .
      </p>
      <div className={styles.tableWrap} role="region" aria-labelledby={`${form.id}-caption`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${form.id}-caption`}>Fields of {form.title.toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Required</th>
              <th scope="col">Why we ask for it</th>
            </tr>
          </thead>
          <tbody>
            {form.fields.map((field) => (
              <tr key={field.name}>
                <th scope="row">
                  {field.label}
                  <code className={styles.fieldName}>{field.name}</code>
                </th>
                <td>{field.required ? "Required" : "Optional"}</td>
                <td>{field.purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>Why we use it</h3>
      <p>{form.purpose}</p>
      <h3>Where it goes</h3>
      <p>{form.destination}</p>
      <h3>How long we keep it</h3>
      <p>{form.retention}</p>
    </section>
  );
}
