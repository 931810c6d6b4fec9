import type { Route } from "./+types/home";
import { HERO_PICTURE_SIZES, HeroBanner } from "../components/HeroBanner";
import { JsonLd } from "../components/JsonLd";
import { AboutTeaser } from "../components/home/AboutTeaser";
import { PartnershipQuote } from "../components/home/PartnershipQuote";
import { ServicesAndStats } from "../components/home/ServicesAndStats";
import { TeamAndPartners } from "../components/home/TeamAndPartners";
import { contentOf } from "../content/current";
import { srcSet } from "../content/media";
import type { HeadLinksHandle } from "../route-head-links";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import { organizationJsonLd } from "../structured-data";
import { useIdentity } from "../identity";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The home page's published content, and the people of its leadership section. */
export function loader({ context }: Route.LoaderArgs) {
  const { home, people } = contentOf(context);
  return { home, people };
}

// The first slide is the largest image above the fold: start fetching it with the HTML.
export const handle: HeadLinksHandle<Route.ComponentProps["loaderData"]> = {
  headLinks: ({ home }) => {
    const first = home.heroSlides[0];
    if (!first) return [];
    return [
      {
        rel: "preload",
        as: "image",
        type: "image/avif",
        imageSrcSet: srcSet(first.src, "avif"),
        imageSizes: HERO_PICTURE_SIZES,
        fetchPriority: "high",
      },
    ];
  },
};

export default function Home({ loaderData: { home, people } }: Route.ComponentProps) {
  const page = usePage();
  const site = useIdentity();
  return (
    <>
      <HeroBanner
        heading={page.heading}
        intro={page.description}
        slides={home.heroSlides}
        mottos={home.mottos}
      />
      <AboutTeaser teaser={home.aboutTeaser} />
      <PartnershipQuote quote={home.partnershipQuote} />
      <ServicesAndStats services={home.services} />
      <TeamAndPartners
        people={people}
        clientLogos={home.clientLogos}
        partnerLogos={home.partnerLogos}
        providerLogos={home.providerLogos}
      />
      <JsonLd data={organizationJsonLd(site)} />
    </>
  );
}
