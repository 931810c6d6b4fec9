// Content documents for the server's tests, valid by the site's own schemas: the site
// identity, the Help page and two solutions (enough for a check that spans documents).
// The repository's whole content is the web build's seed, which the end-to-end tests use.

import type { ContentDocument } from "@site/contracts/content";
import type { FastifyInstance } from "fastify";
import { addMissingDocuments } from "../src/content/store.js";
import { SEED_ACTOR } from "../src/content/seed.js";

export const IDENTITY = {
  company: "Example Systems",
  legalName: "Example Systems Private Limited",
  tagline: "Banking software, done well",
  description: "Banking software and IT services for banks and financial institutions of every size.",
  keywords: ["banking software"],
  author: "Example Systems",
  phone: { display: "+91 427 200 0000", href: "tel:+914272000000" },
  email: "info@example.com",
  careersEmail: "careers@example.com",
  address: {
    streetAddress: "1 Main Road",
    area: "Centre",
    locality: "Salem",
    region: "Tamil Nadu",
    postalCode: "636001",
    country: "India",
  },
  geo: { latitude: 11.66, longitude: 78.14 },
  professionalNetwork: { label: "LinkedIn", url: "https://www.linkedin.com/company/example" },
  foundingYear: 2017,
  coreBankingPartnerSince: 2022,
  stats: [{ value: "20+", label: "Clients" }],
};

const question = (id: string, n: number) => ({
  id,
  question: `What is question number ${n}?`,
  answer: `This is the answer to question ${n}. It has two sentences.`,
});

export const FAQ = {
  intro: "Short answers to the questions banks ask us most often.",
  items: ["one", "two", "three", "four", "five", "six"].map((id, index) => question(id, index + 1)),
};

const solution = (key: string, name: string) => ({
  entry: {
    key,
    name,
    summary: `${name}: a solution that banks use every day, described here in one sentence for its card.`,
    detailsId: key,
  },
  text: {
    description: [`${name} is a solution for banks.`, "It is described here in a second paragraph."],
    features: ["First feature", "Second feature", "Third feature", "Fourth feature"],
  },
});

export const FIXTURE_DOCUMENTS: ContentDocument[] = [
  { type: "site", id: "identity", data: IDENTITY },
  { type: "page", id: "faq", data: FAQ },
  { type: "solution", id: "payments", data: solution("payments", "Instant Payments") },
  { type: "solution", id: "onboarding", data: solution("onboarding", "Digital Onboarding") },
];

/** Gives the app's database the fixture documents, as the web build's seed would. */
export const seedFixtureContent = (app: FastifyInstance, documents = FIXTURE_DOCUMENTS) =>
  addMissingDocuments(app.db, documents, { actor: SEED_ACTOR }, new Date());

/** A published project: its case study at /BRBS, its details at /project-details/BRBS. */
export const BRBS: ContentDocument = {
  type: "project",
  id: "BRBS",
  data: {
    entry: {
      code: "BRBS",
      name: "Regulatory Report System",
      client: "A central bank",
      teamSize: 6,
      durationMonths: 12,
      start: "01-01-2023",
      end: "31-12-2023",
      summary: "Regulatory reporting for a central bank, described here in one sentence for its card.",
      hasDetails: true,
    },
    text: {
      description: ["The bank needed its regulatory reports on time."],
      challenges: ["The data came from many systems."],
      result: ["Reports are now made in hours."],
    },
  },
};

/**
 * A job opening HR published, its page at /Careers/{id}: it takes applications until the
 * end of `closes` (DD-MM-YYYY, India time), and was posted on `posted`.
 */
export function openingDocument(
  id: string,
  title: string,
  dates: { posted: string; closes: string },
): ContentDocument {
  return {
    type: "opening",
    id,
    data: {
      entry: {
        id,
        title,
        location: { locality: "Salem", region: "Tamil Nadu", country: "IN" },
        workplace: "hybrid",
        employmentType: "FULL_TIME",
        summary: `${title}: build and support the core banking software our clients run every day.`,
        ...dates,
      },
      text: {
        description: ["The role joins the team that builds the bank's core systems."],
        responsibilities: ["Build new features.", "Support the bank's teams."],
        requirements: ["Two years of experience.", "Good written English."],
      },
    },
  };
}
