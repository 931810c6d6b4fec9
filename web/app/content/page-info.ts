// What each named page says of itself (its title in the browser's tab, its h1, its
// description for search engines and link previews), and the words of the navbar and the
// footer: the repository's, which a new database is seeded with. Pages that show a content
// item (a policy, a solution) take their texts from the item. Plain data, read through
// contentOf (current.ts) by the root loader. The route table shows these texts as they are,
// before the build's React Router config can load the contracts: they name no placeholder
// ({company}), which staff may still use in what they publish (content.test.ts).

import type { MenuLabels, PageTexts } from "@site/contracts/content";

export const pageTexts: PageTexts = {
  home: {
    title: "IT services and solutions",
    heading: "IT services and banking solutions for financial institutions",
    description:
      "Core-banking implementation, regulatory reporting, payments, AML and IT services for banks and financial institutions, from a partner since 2017.",
  },
  about: {
    title: "About Us",
    heading: "About Us",
    description:
      "Who we are: a banking-software and IT services company in Salem, India, with domain expertise in core banking, compliance and payments.",
    keywords: ["about us", "banking IT company", "Salem"],
  },
  services: {
    title: "Services",
    heading: "SERVICES WE PROVIDE",
    description:
      "Application support, report development, customisation, maintenance, migration, training, testing and IT audit for core-banking systems.",
  },
  solutions: {
    title: "Solutions",
    heading: "Innovative Solutions",
    description:
      "Banking software for payments, onboarding, lending, audit, collateral, reconciliation, regulatory reporting, continuity and more.",
  },
  projects: {
    title: "Projects",
    heading: "Projects We Specialize In",
    description:
      "Case studies of our banking projects: XBRL and RBS regulatory reporting, loan reminders, Finacle implementation support and AML.",
  },
  gallery: {
    title: "Gallery",
    heading: "Gallery",
    description:
      "Photographs from our events, go-lives, trainings and team celebrations with the banks we work with.",
  },
  team: {
    title: "Team",
    heading: "The Minds Behind the Mission",
    description:
      "Meet our leadership team: the chief executive, operating and technology officers who lead our banking projects.",
  },
  promoters: {
    title: "Promoters",
    heading: "MEET OUR PROMOTERS",
    description:
      "The promoters behind the company: their backgrounds in banking technology, and how to reach them on their professional network.",
  },
  history: {
    title: "Our History",
    heading: "Our History",
    description:
      "Our journey since 2017: from a small office in Salem to international branches and over 200 clients served.",
  },
  careers: {
    title: "Careers",
    heading: "Join Our Team",
    description:
      "Build banking software with us: open roles in implementation, development, testing and support, and how to apply.",
  },
  brochures: {
    title: "Brochures",
    heading: "Brochures",
    description:
      "Download our brochures: company profile, self-service terminals, queuing, document management, reconciliation, mobile and e-wallet.",
  },
  demos: {
    title: "Demo Videos",
    heading: "Demo Videos",
    description:
      "Watch demonstrations of our self-service terminal, scheduling and queuing, and credit profile report solutions.",
  },
  insights: {
    title: "Insights",
    heading: "Insights",
    description:
      "Insights for banking leaders: market trends, performance, forecasting, customers, products and competition.",
  },
  faq: {
    title: "FAQs",
    heading: "Frequently Asked Questions",
    description:
      "Answers to common questions: what sets our services apart, how to start, industries served, support, customisation and data security.",
  },
  contact: {
    title: "Contact",
    heading: "Contact Us",
    description:
      "Write to us, call our 24x7 support line or visit our office: the address, a map and the ways to reach us.",
  },
  privacy: {
    title: "Privacy Notice",
    heading: "Privacy Notice",
    description:
      "What the contact and job-application forms collect, why, where it goes and how long we keep it.",
  },
  terms: {
    title: "Terms and Conditions",
    heading: "Terms and Conditions",
    description: "The terms that govern the use of this website, its content, documents and downloads.",
  },
  search: {
    title: "Search",
    heading: "Search the Site",
    description: "Search every word of every page of the site, or browse the list of all its pages.",
  },
  contactSent: {
    title: "Message Sent",
    heading: "Thank You for Your Message",
    description:
      "Your message has reached our team. A consultant will reply by e-mail, usually within two working days.",
  },
  applicationSent: {
    title: "Application Submitted",
    heading: "Thank You for Applying",
    description:
      "Your job application has reached our HR team, who read every application and reply to candidates whose profile matches a position.",
  },
};

export const menus: MenuLabels = {
  navbar: {
    home: "Home",
    about: "About",
    solutions: "Solutions",
    services: "Services",
    projects: "Projects",
    gallery: "Gallery",
    team: "Team",
    publications: "Publications",
    ovations: "Ovations",
    more: "More",
    promoters: "Promoters",
    history: "Our History",
    careers: "Careers",
    brochures: "Brochures",
    demos: "Demo Videos",
    insights: "Insights",
    faq: "FAQs",
    contact: "Contact",
  },
  footer: {
    company: "Company",
    about: "About Us",
    history: "Our History",
    team: "Team",
    promoters: "Promoters",
    careers: "Careers",
    contact: "Contact",
    solutions: "Solutions",
    allSolutions: "All solutions",
    resources: "Resources",
    services: "Services",
    projects: "Projects",
    brochures: "Brochures",
    demos: "Demo Videos",
    faq: "FAQs",
    privacy: "Privacy Notice",
    terms: "Terms and Conditions",
  },
};
