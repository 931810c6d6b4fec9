// Ovations (/ovations-1 ... /ovations-3): three delivered projects, each published as a PDF
// embedded on its page. This is the catalogue the route table and the navbar read on every
// page; each PDF's content is in ovation-texts.ts, by id, and a script generates the PDFs
// from it. Facts come from projects.ts.
import { requireProject } from "./projects";
import type { Ovation } from "@site/contracts/content";

const baml = requireProject("BAML");
const bips = requireProject("BIPS");
const fis = requireProject("FIS");

export const ovations: Ovation[] = [
  {
    id: "ovations-1",
    projectCode: baml.code,
    title: "BAML Implementation Project",
    menuLabel: "BAML Implementation",
    summary:
      "How we implemented anti-money-laundering monitoring, screening and case management for a mutual aid association in Mauritius in 2020.",
    description:
      "Ovation: the anti-money-laundering implementation project we delivered, as a downloadable PDF case study.",
    pdf: "/media/docs/ovations-1-baml.pdf",
  },
  {
    id: "ovations-2",
    projectCode: bips.code,
    title: "BIPS Implementation Support Project",
    menuLabel: "BIPS Implementation Support",
    summary: `How we built and supported instant payment middleware connecting ${bips.client} to the national instant-payment network, live since ${bips.live}.`,
    description:
      "Ovation: the instant payment middleware implementation support project we delivered, as a downloadable PDF case study.",
    pdf: "/media/docs/ovations-2-bips.pdf",
  },
  {
    id: "ovations-3",
    projectCode: fis.code,
    title: "Finacle Implementation Support Project",
    menuLabel: "Finacle Implementation Support",
    summary: `How a team of ${fis.teamSize} supported ${fis.client} through its Finacle core-banking implementation, live on ${fis.live}.`,
    description:
      "Ovation: the Finacle core-banking implementation support project we delivered, as a downloadable PDF case study.",
    pdf: "/media/docs/ovations-3-finacle.pdf",
  },
];

export function ovationById(id: string): Ovation | undefined {
  return ovations.find((o) => o.id === id);
}

export type { Ovation } from "@site/contracts/content";
