import type { Route } from "./+types/form-sent";
import { LinkedText } from "../components/LinkedText";
import { PageHeader } from "../components/PageHeader";
import { contentOf, textsOf } from "../content/current";
import { useIdentity } from "../identity";
import { itemAt } from "../page-item";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The published texts of this confirmation page, by the item its route-table entry names. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { contactPage, careersPage } = contentOf(context);
  const confirmations = { contact: contactPage.sentPage, application: careersPage.appliedPage };
  return { confirmation: textsOf(confirmations, itemAt(url, context), "confirmation page") };
}

/**
 * /contact/sent and /Careers/applied: where a form posted without JavaScript lands (the
 * server answers the post with 303 here), with the spec's success text and the ways on.
 */
export default function FormSent({ loaderData: { confirmation } }: Route.ComponentProps) {
  const page = usePage();
  const site = useIdentity();
  // Contact details the texts mention, made links where they appear.
  const contactLinks = [
    { phrase: site.phone.display, href: site.phone.href },
    { phrase: site.careersEmail, href: `mailto:${site.careersEmail}` },
    { phrase: site.email, href: `mailto:${site.email}` },
  ];
  const [primary, ...others] = confirmation.links;
  return (
    <>
      <PageHeader heading={page.heading} intro={confirmation.lede} />
      <div className={`${screens.page} container`}>
        <div className={`${screens.section} ${screens.prose}`}>
          {confirmation.body.map((text) => {
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
