import type { Route } from "./+types/home";
import { HeroBanner } from "../components/HeroBanner";
import { JsonLd } from "../components/JsonLd";
import { AboutTeaser } from "../components/home/AboutTeaser";
import { PartnershipQuote } from "../components/home/PartnershipQuote";
import { ServicesAndStats } from "../components/home/ServicesAndStats";
import { TeamAndPartners } from "../components/home/TeamAndPartners";
import { heroSlides, mottos } from "../content/home";
import { srcSet } from "../content/media";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import { organizationJsonLd } from "../structured-data";
import { useIdentity } from "../identity";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The first slide is the largest image above the fold: start fetching it with the HTML.
export const links: Route.LinksFunction = () => {
  const first = heroSlides[0];
  if (!first) return [];
  return [
    {
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(first.src, "avif"),
      imageSizes: "(min-width: 64rem) 36rem, 100vw",
      fetchPriority: "high",
    },
  ];
};

export default function Home() {
  const page = usePage();
  const site = useIdentity();
  return (
    <>
      <HeroBanner heading={page.heading} intro={page.description} slides={heroSlides} mottos={mottos} />
      <AboutTeaser />
      <PartnershipQuote />
      <ServicesAndStats />
      <TeamAndPartners />
      <JsonLd data={organizationJsonLd(site)} />
    </>
  );
}
