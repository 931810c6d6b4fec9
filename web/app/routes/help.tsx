import type { Route } from "./+types/help";
import { Accordion } from "../components/Accordion";
import { JsonLd } from "../components/JsonLd";
import { PageHeader } from "../components/PageHeader";
import type { FaqItem } from "@site/contracts/content";
import { contentOf } from "../content/current";
import { useIdentity } from "../identity";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import screens from "./screens.module.css";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The questions and answers as published. */
export function loader({ context }: Route.LoaderArgs) {
  return { faq: contentOf(context).faq };
}

/** schema.org FAQPage: every question with its answer, for search engines. */
function faqPageJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export default function Help({ loaderData: { faq } }: Route.ComponentProps) {
  const page = usePage();
  const site = useIdentity();
  return (
    <>
      <PageHeader heading={page.heading} intro={faq.intro} />
      <div className={`${screens.page} container`}>
        <div className={`${screens.section} ${screens.prose}`}>
          <Accordion
            idPrefix="faq"
            headingLevel={2}
            items={faq.items.map((item) => ({
              id: item.id,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </div>
        <section className={`${screens.section} ${screens.prose}`} aria-labelledby="help-more">
          <div className={screens.callout}>
            <h2 id="help-more">Still have a question?</h2>
            <p>
              Write to us at <a href={`mailto:${site.email}`}>{site.email}</a>, call{" "}
              <a href={site.phone.href}>{site.phone.display}</a> or send us a message.
            </p>
            <p className={screens.actions}>
              <a href={pathTo("contact")} className={screens.button}>
                Contact us
              </a>
            </p>
          </div>
        </section>
        <JsonLd data={faqPageJsonLd(faq.items)} />
      </div>
    </>
  );
}
