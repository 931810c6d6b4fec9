// Contact (/contact) and Careers (/Careers, /career): the three contact cards, the map, the
// careers page text, the texts of both forms (spec section 8's popup and alert messages
// among them) and of their confirmation pages (/contact/sent, /Careers/applied). Every
// address, e-mail, phone and link is the site identity's: placeholders ({company},
// {phone}…) in the texts, and what a card `shows`, filled in when the page is made.
import type { CareersPage, ContactPage } from "@site/contracts/content";
import { pathTo } from "../route-paths";

export const contactPage: ContactPage = {
  intro:
    "Tell us about your institution, your systems and what you need. A consultant from {company} will reply, usually within two working days.",
  cards: [
    {
      id: "get-in-touch",
      title: "Get In Touch",
      text: "Follow {company} on {network} for news of our projects, events and openings, or message us there.",
      shows: "network",
    },
    {
      id: "our-location",
      title: "Our Location",
      text: "Our head office is in {area}, {locality}, {region}, {country}.",
      shows: "address",
    },
    {
      id: "support",
      title: "24x7 Support",
      text: "Our support desk answers at any hour for incidents on the systems we support.",
      shows: "phone",
    },
  ],
  map: { title: "Map showing the office of {company} in {locality}, {region}" },
  form: {
    heading: "Send Us a Message",
    intro: "Fill in your name, e-mail address and message. You can also write to us directly at {email}.",
    privacy:
      "We use these details only to reply to you and keep them for {contactRetentionMonths} months, as our Privacy Notice explains.",
    submit: "Submit",
    sending: "Sending your message…",
    sent: { title: "Email Sent", text: "Your email was sent successfully!" },
    failed: {
      title: "Error Sending Email",
      cannotConnect: "Cannot connect to the server. Please try again later.",
      serverError: "Server error. Please contact support.",
      errorPrefix: "Error:",
    },
    close: "Close",
  },
  sentPage: {
    lede: "Your email was sent successfully!",
    body: [
      "A consultant from {company} will reply to the e-mail address you gave, usually within two working days.",
      "For an incident on a system we support, call our 24x7 support desk on {phone}.",
    ],
    links: [
      { label: "Back to Contact Us", href: pathTo("contact") },
      { label: "Go to the home page", href: pathTo("home") },
    ],
  },
};

export const careersPage: CareersPage = {
  intro: [
    "{company} builds and supports the systems that banks and financial institutions depend on every day: core banking, payments, regulatory reporting and compliance. Our people learn banking as well as technology, work on live projects for clients in India and abroad, and see the results of their work in production.",
    "We hire graduates and experienced professionals who are careful, curious and willing to own a problem until it is solved.",
  ],
  areas: {
    heading: "Where You Could Work",
    items: [
      {
        title: "Implementation consulting",
        text: "Configure and implement core-banking and surrounding systems with our clients' teams, from requirements to go-live.",
      },
      {
        title: "Software development",
        text: "Build our payment, reporting, reconciliation and compliance products, and the interfaces that connect them to core banking.",
      },
      {
        title: "Quality assurance and testing",
        text: "Plan and run functional, integration, regression and performance tests before every release.",
      },
      {
        title: "Application support",
        text: "Keep our clients' systems running through our 24x7 support desk, and find the root cause of every incident.",
      },
      {
        title: "Business analysis and reporting",
        text: "Turn regulatory and business requirements into specifications and reports built on banking data.",
      },
    ],
  },
  whatWeOffer: {
    heading: "What We Offer",
    items: [
      "Structured induction in banking operations and our engineering practices.",
      "Work on live systems for banks in India and abroad.",
      "Mentoring by senior consultants, and sponsored professional certifications.",
      "Code review, automated testing and secure-coding practices on every project.",
      "Fair pay, statutory benefits and working hours that respect your time, as our Social Compliance Policy sets out.",
    ],
  },
  howToApply: {
    heading: "How to Apply",
    body: [
      "Apply online with the form below and attach your CV, or send your resume or CV by e-mail to {careersEmail}. Our HR team reads every application and replies to candidates whose profile matches an open or upcoming position.",
    ],
    steps: [
      'Put the position you are applying for in the subject line, for example "Application: Software Developer".',
      "Attach your CV as a PDF or Word document.",
      "In the e-mail, mention your highest degree, graduation year, years of experience, key skills and preferred location.",
      "Add your LinkedIn profile and any certifications if you wish.",
    ],
  },
  form: {
    heading: "Apply Online",
    intro:
      "Fill in the form below and attach your CV if you wish. Fields marked with an asterisk (*) are required; the others are optional.",
    privacy:
      "Your application goes to our HR team only and is kept for {applicationRetentionMonths} months unless you are hired, as our Privacy Notice explains.",
    submit: "Submit Application",
    sending: "Sending your application…",
    groups: [
      { legend: "About You", fields: ["name", "email", "phone", "linkedin"] },
      { legend: "Education", fields: ["highestDegree", "university", "graduationYear"] },
      { legend: "Skills", fields: ["skills", "certifications"] },
      { legend: "Position and Experience", fields: ["position", "location", "experience"] },
      { legend: "Anything Else", fields: ["message"] },
    ],
    alerts: {
      invalid: "Please fill in all required fields.",
      success: "Application submitted successfully!",
      failure: "Failed to submit the application. Please try again.",
    },
  },
  appliedPage: {
    lede: "Application submitted successfully!",
    body: [
      "Our HR team reads every application and replies to candidates whose profile matches an open or upcoming position.",
      "If you did not attach your CV and would like to add it, send it by e-mail to {careersEmail} with the position in the subject line.",
    ],
    links: [
      { label: "Back to Careers", href: pathTo("careers") },
      { label: "Go to the home page", href: pathTo("home") },
    ],
  },
};

export type { CareersPage, ConfirmationPage, ContactCard, ContactPage } from "@site/contracts/content";
