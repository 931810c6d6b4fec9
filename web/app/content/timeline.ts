// Our History (/time-line): four milestones, each with year, heading, paragraph and image.
// `imageName` is the base name of a picture (published as /media/{imageName}-{width}.avif|webp
// once it is registered in media.ts).
import type { Timeline } from "@site/contracts/content";
import { site } from "./site";

export const timeline: Timeline = {
  intro: `From a small office in Salem to branches abroad: the milestones of ${site.company} since ${site.foundingYear}.`,
  entries: [
    {
      year: 2017,
      heading: "Founded in a small office",
      paragraph: `${site.company} began in ${site.foundingYear} in a small office in Ammapet, Salem, with a handful of banking-technology consultants. Within months the team was supporting a core-banking implementation for BANK ONE, Mauritius.`,
      imageName: "timeline-2017",
      imageAlt: "The first office of the company in Ammapet, Salem",
    },
    {
      year: 2019,
      heading: "Team expanded by 50 employees",
      paragraph:
        "With regulatory reporting, loan reminder and core-banking projects under way, we grew the team by 50 employees in 2019. The new developers, analysts and testers joined a structured induction programme in banking operations and our engineering practices.",
      imageName: "timeline-2019",
      imageAlt: "New employees at an induction session in 2019",
    },
    {
      year: 2020,
      heading: "Over 200 clients served",
      paragraph:
        "By 2020 we had served more than 200 clients across implementation, support, training, reporting and audit engagements. Anti-money laundering and risk-based supervision reporting projects started that year alongside instant payment middleware, and support continued without interruption through remote working.",
      imageName: "timeline-2020",
      imageAlt: "Support engineers monitoring client systems from the operations desk",
    },
    {
      year: 2024,
      heading: "International branches opened",
      paragraph: `In 2024 we opened our first international branches to work closer to the banks we serve outside India. Building on our partnership with a core-banking vendor since ${site.coreBankingPartnerSince}, the branches bring implementation and support into our clients' own time zones.`,
      imageName: "timeline-2024",
      imageAlt: "Opening of one of the company's international branches in 2024",
    },
  ],
};

export type { Timeline, TimelineEntry } from "@site/contracts/content";
