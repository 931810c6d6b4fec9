import type { Route } from "./+types/form-sent";
import { LinkedText } from "../components/LinkedText";
import { PageHeader } from "../components/PageHeader";
import { careersPage, contactPage, type ConfirmationPage } from "../content/contact";
import { useIdentity } from "../identity";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** Each confirmation page's texts, by the item its route-table entry names. */
const CONFIRMATIONS: Record<string, ConfirmationPage> = {
  contact: contactPage.sentPage,
  application: careersPage.appliedPage,
};

/**
 * /contact/sent and /Careers/applied: where a form posted without JavaScript lands (the
 * server answers the post with 303 here), with the spec's success text and the ways on.
 */
export default function FormSent() {
  const page = usePage();
  const site = useIdentity();
  // Contact details the texts mention, made links where they appear.
  const contactLinks = [
    { phrase: site.phone.display, href: site.phone.href },
    { phrase: site.careersEmail, href: `mailto:${site.careersEmail}` },
    { phrase: site.email, href: `mailto:${site.email}` },
  ];
  const content = CONFIRMATIONS[page.item ?? ""];
  if (!content) throw new Error(`No confirmation texts for ${page.path}`);
  const [primary, ...others] = content.links;
  return (
    <>
      <PageHeader heading={page.heading} intro={content.lede} />
      <div className={`${screens.page} container`}>
        <div className={`${screens.section} ${screens.prose}`}>
          {content.body.map((text) => {
            const link = contactLinks.find((l) => text.includes(l.phrase));
            return (
              <p key={text}>
                {link ? <LinkedText text={text} phrase={link.phrase} href={link.href} /> : text}
              </p>
            );
          })}
          <ul className={screens.actions}>
            {primary ? (
              <li>
                <a href={primary.href} className={screens.button}>
                  {primary.label}
                </a>
              </li>
            ) : null}
            {others.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={screens.buttonOutline}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
