// FAQ (/help): six questions in the spec's order. The accordion opens the first at start.
import type { Faq } from "@site/contracts/content";

export const faq: Faq = {
  intro: "Short answers to the questions banks and financial institutions ask us most often.",
  items: [
    {
      id: "what-makes-us-unique",
      question: "What makes your services unique?",
      answer: `Our teams combine banking operations knowledge with engineering, so requirements are understood the first time and reports match what your regulator expects. We have delivered on live core-banking, payment and compliance systems since {foundingYear}, and the team that implements a system stays to support it. Since {partnerSince} we have also been an implementation partner of a core-banking vendor.`,
    },
    {
      id: "how-to-get-started",
      question: "How do I get started?",
      answer: `Write to {email}, call {phone} or use the contact form and tell us briefly what you need. A consultant will arrange a call to understand your systems and objectives, usually within two working days. We then send a written proposal with scope, approach, team, timeline and cost, and we can start with a short assessment or a demo if you prefer.`,
    },
    {
      id: "industries-served",
      question: "Which industries do you serve?",
      answer:
        "We work mainly with banks and financial institutions: commercial banks, co-operative banks, mutual aid associations, credit societies and other lenders. Our products cover payments, regulatory reporting, anti-money laundering, reconciliation, lending and branch automation for them. We also serve healthcare providers with our hospital management system.",
    },
    {
      id: "post-project-support",
      question: "Do you provide support after the project is complete?",
      answer:
        "Yes. After go-live we offer application support and maintenance under an agreed service-level agreement, with a 24x7 support line for critical incidents. Support covers incident resolution, patches and upgrades, regulatory changes to reports and periodic health checks of the system.",
    },
    {
      id: "customization-for-small-businesses",
      question: "Can your solutions be customised for smaller institutions?",
      answer:
        "Yes. Our solutions are modular, so a smaller bank, credit society or business can start with the modules it needs and add others later. We size the infrastructure, licences and implementation effort to your volumes, and we configure workflows, reports and user roles to your own processes rather than asking you to change them.",
    },
    {
      id: "data-security",
      question: "How do you keep our data secure?",
      answer:
        "Client data stays in the client's environment, and our staff access it only through accounts you control, with every access logged. We develop to OWASP secure-coding guidance, review every change and use masked data for development and testing. All staff are bound by confidentiality undertakings and our code of conduct.",
    },
  ],
};

export type { Faq, FaqItem } from "@site/contracts/content";
