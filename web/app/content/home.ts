// The home page's own content: hero slides, mottos, the about teaser, services and logos.
// Checked against homeSchema (contracts/src/content/home.ts) by validate.ts, at build time and in tests.
// The pages read it as published, through their loaders (routes/home.tsx, routes/about.tsx).
import { pictures } from "./media";
import type { Home } from "@site/contracts/content";
import { site } from "./site";

export type { HeroSlide, Home, HomeService, Logo } from "@site/contracts/content";

export const home: Home = {
  heroSlides: [
    {
      src: pictures.heroBanking,
      title: "Core banking, implemented right",
      tagline: "Implementation, migration and support for banks and financial institutions.",
    },
    {
      src: pictures.heroPayments,
      title: "Payments in about 10 seconds",
      tagline: "Instant payments, merchant QR and reconciliation that banks and their customers can rely on.",
    },
    {
      src: pictures.heroCompliance,
      title: "Compliance without the scramble",
      tagline: "XBRL and regulatory reporting, AML and audit trails, delivered on the regulator's timetable.",
    },
  ],

  mottos: [
    "Integrity in every line of code",
    "Go-live is the beginning, not the end",
    "Regulation-ready by design",
    "Support that answers, 24x7",
    "Quality before speed, and speed as well",
  ],

  aboutTeaser: {
    heading: `About ${site.company}`,
    paragraphs: [
      `Since ${site.foundingYear} we have helped banks and financial institutions run better on their core-banking platforms: implementing them, migrating onto them, building the reports regulators ask for, and supporting them around the clock.`,
      "Our consultants come from banking operations as much as from software, so they speak the language of your branches, your auditors and your regulator.",
    ],
    picture: pictures.aboutTeam,
    pictureAlt: "Our consultants reviewing a core-banking migration plan together",
  },

  partnershipQuote: {
    quote: `Implementation partner of a leading core-banking platform since ${site.coreBankingPartnerSince}: certified consultants, proven migrations, and support that continues after go-live.`,
    source: `${site.company} partnership`,
  },

  services: [
    {
      name: "Application support",
      text: "Level 1 to 3 support for core-banking and surrounding systems, 24x7.",
    },
    {
      name: "Report development",
      text: "Regulatory, MIS and operational reports built on your core-banking data.",
    },
    {
      name: "Customization",
      text: "Extensions and interfaces that fit the platform to your products and processes.",
    },
    { name: "Maintenance", text: "Patches, upgrades and housekeeping that keep systems current and fast." },
    { name: "Migration", text: "Data migration from legacy systems, reconciled to the last account." },
    { name: "Training", text: "Role-based training for branch staff, operations and IT teams." },
    { name: "Testing", text: "Functional, regression and performance testing before every release." },
    { name: "IT audit", text: "Independent review of controls, access and security of banking systems." },
  ],

  clientLogos: [
    { name: "Bank One, Mauritius", picture: pictures.clientBankOne },
    { name: "Bank of Baroda", picture: pictures.clientBankOfBaroda },
    { name: "Mauritius mutual aid association", picture: pictures.clientMutualAid },
    { name: "Civil-service mutual aid association", picture: pictures.clientCivilService },
    { name: "Coastal Co-operative Bank", picture: pictures.clientCoastal },
    { name: "Island Finance", picture: pictures.clientIsland },
  ],

  partnerLogos: [
    { name: "Core-banking platform partner", picture: pictures.partnerCoreBanking },
    { name: "Cloud hosting partner", picture: pictures.partnerCloud },
    { name: "Security partner", picture: pictures.partnerSecurity },
    { name: "Analytics partner", picture: pictures.partnerAnalytics },
  ],

  providerLogos: [
    { name: "Network provider", picture: pictures.providerNetwork },
    { name: "Data-centre provider", picture: pictures.providerDataCentre },
    { name: "SMS and messaging provider", picture: pictures.providerMessaging },
    { name: "Kiosk hardware provider", picture: pictures.providerHardware },
  ],
};
