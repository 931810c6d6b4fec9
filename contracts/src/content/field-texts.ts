// What the staff console shows beside each field of a document: a label and one sentence
// of help, written for the marketing staff who edit the site, never a key name.
// documentForm (form.ts) puts them into the document's form as each field's `title` and
// `description`. A field is named by its path in the document with `[]` for any item of
// a list (`items[].answer`); "" is the document itself, for the documents that are lists.
// The limits JSON Schema states (lengths, numbers of items) the console words itself;
// what it cannot state (sentence counts, formats) the help says.
// web/app/content/field-texts.test.ts checks that every field of every document has its
// text and that no text names a field that does not exist.

import { PAGE_TEXT_NAMES, type FOOTER_LABELS, type NAVBAR_LABELS, type PageTextName } from "./pages.js";

/** The words of one field. */
export interface FieldText {
  /** Its label; for the items of a list, what one item is called ("Question"). */
  label: string;
  /** One sentence: what it is for, with an example where that helps. */
  help: string;
  /** For a field that takes one of several shapes (a paragraph or a list), each shape's name, in the schema's order. */
  choices?: readonly string[];
  /** For a picture: the property beside it whose text describes it to visitors (its alt text). */
  alt?: string;
}

/** The texts of one kind of document, by path pattern. */
export type FieldTexts = Readonly<Record<string, FieldText>>;

const text = (label: string, help: string): FieldText => ({ label, help });

/** `texts` placed under `prefix`, whose own text is the one at "". */
function under(prefix: string, texts: FieldTexts): FieldTexts {
  return Object.fromEntries(
    Object.entries(texts).map(([path, value]) => {
      if (path === "") return [prefix, value];
      if (path.startsWith("[")) return [`${prefix}${path}`, value];
      return [`${prefix}.${path}`, value];
    }),
  );
}

/** A list of `item`s, with `fields` the texts of each item's own fields (under `[]`). */
const list = (label: string, help: string, item: FieldText, fields: FieldTexts = {}): FieldTexts => ({
  "": text(label, help),
  ...under("[]", { "": item, ...fields }),
});

const paragraphs = (label: string, help: string) =>
  list(label, help, text("Paragraph", "One paragraph of plain text."));

/**
 * A picture as media.ts publishes it: a name and its sizes, which an upload in the console
 * fills in. `alt` names the property beside it that describes it; none for a decorative one.
 */
const picture = (label: string, help: string, alt?: string): FieldTexts => ({
  "": { ...text(label, help), ...(alt !== undefined && { alt }) },
  name: text(
    "Picture name",
    "The picture's name under /media in lower-case words joined by hyphens, e.g. about-team, which the site publishes as about-team-960.webp and in its other widths.",
  ),
  width: text("Width in pixels", "The full-size picture's width, which keeps the page still while it loads."),
  height: text(
    "Height in pixels",
    "The full-size picture's height: with the width it gives the picture's shape.",
  ),
  widths: text(
    "Published widths",
    "The widths in pixels the picture is published in, smallest first; the largest equals the width above.",
  ),
  "widths[]": text("Published width", "One width in pixels, e.g. 960."),
});

/** A picture's alt text, which every picture with one must have. */
const altText = text(
  "Picture's alt text (required)",
  "What the picture shows, read out to visitors who cannot see it, e.g. Our consultants reviewing a migration plan together.",
);

const linkFields: FieldTexts = {
  label: text("Link text", "The words visitors click, e.g. Open in a map."),
  href: text(
    "Link address",
    "Where the link goes: a full https:// address, mailto: with an e-mail address, tel: with a number, or a page of this site such as /contact.",
  ),
};

const links = (help: string) => list("Links", help, text("Link", "One link."), linkFields);

/** A lower-case name that makes a part of a page reachable by a link. */
const anchor = (example: string) =>
  text(
    "Anchor name",
    `A short name in lower-case words joined by hyphens, e.g. ${example}, that lets a link jump straight here.`,
  );

/** The blocks of a section's text: paragraphs and lists (rich-text.ts). */
const blocks: FieldTexts = {
  "": text("Text", "The section's paragraphs and lists, in reading order."),
  "[]": { label: "Block", help: "A paragraph, or a list of points.", choices: ["Paragraph", "List"] },
  "[].list": text("Points", "The list's points, in order."),
  "[].list[]": text("Point", "One point of the list."),
  "[].ordered": text("Numbered list", "Tick to number the points 1, 2, 3 rather than show them as bullets."),
};

/** Titled sections of a document (rich-text.ts). */
const sections = (help: string): FieldTexts =>
  list("Sections", help, text("Section", "A part of the text under its own heading."), {
    id: anchor("data-retention"),
    heading: text("Heading", "The section's heading, on one line."),
    ...under("body", blocks),
  });

/** Items with a title and a short text (the mantras, the careers areas). */
const titledItems = (label: string, help: string, item: string, itemHelp: string): FieldTexts =>
  list(label, help, text(item, itemHelp), {
    title: text("Title", "The item's title, on one line."),
    text: text("Text", "One to four sentences."),
  });

/** The texts every form shares (contact.ts's formTexts). */
const formTexts = (sending: string): FieldTexts => ({
  heading: text("Heading", "The form's heading."),
  intro: text("Introduction", "One to three sentences above the form's fields."),
  privacy: text("Privacy line", "One or two sentences under the form on how the details sent are used."),
  submit: text("Send button", "The words on the button that sends the form, e.g. Submit."),
  sending: text("While sending", `Shown beside the button while the form is being sent (e.g. ${sending}).`),
});

/** The page a form sent without JavaScript lands on. */
const confirmationPage = (label: string, help: string): FieldTexts => ({
  "": text(label, help),
  lede: text("Main message", "One or two sentences under the page's heading."),
  ...under("body", paragraphs("Paragraphs", "What the page says under the main message.")),
  ...under("links", links("Where visitors can go next.")),
});

/** A heading with an introduction (the mantras and coding practices of the About page). */
const introducedList = (label: string, help: string, intro: string, items: FieldTexts): FieldTexts => ({
  "": text(label, help),
  heading: text("Heading", "The part's heading, on one line."),
  intro: text("Introduction", `${intro} under the heading.`),
  ...under("items", items),
});

const legalDocument = (title: string): FieldTexts => ({
  title: text("Title", `The document's title, e.g. ${title}.`),
  lastUpdated: text("Last updated", "The date of this version as DD-MM-YYYY, e.g. 05-04-2017."),
  ...under("intro", paragraphs("Introduction", "The paragraphs before the first section.")),
  ...under("sections", sections("The document's sections, in order.")),
});

/** A field that names the document: the console opens it by this value, which stays as it is. */
const documentKey = (label: string, example: string) =>
  text(label, `The permanent name of this document, e.g. ${example}: keep it as it is.`);

/** How the console names each named page, with the address it is at. */
const PAGE_NAMES: Record<PageTextName, string> = {
  home: "Home page (/home)",
  about: "About page (/about)",
  services: "Services page (/service-page)",
  solutions: "Solutions list (/solution-page)",
  projects: "Projects list (/project-page)",
  gallery: "Gallery (/gallery)",
  team: "Team page (/team)",
  promoters: "Promoters page (/promoters)",
  history: "History page (/time-line)",
  careers: "Careers page (/Careers)",
  brochures: "Brochures page (/brochure)",
  demos: "Demo videos page (/Demo-Page)",
  insights: "Insights page (/insight)",
  faq: "Help page (/help)",
  contact: "Contact page (/contact)",
  privacy: "Privacy notice (/privacy)",
  terms: "Terms and conditions (/terms-and-condition)",
  search: "Search page (/search)",
  contactSent: "Page after a message is sent (/contact/sent)",
  applicationSent: "Page after an application is sent (/Careers/applied)",
};

const pageTextFields = (name: PageTextName): FieldTexts => ({
  "": text(
    PAGE_NAMES[name],
    "What this page says of itself, in the browser's tab, as its main heading and to search engines.",
  ),
  title: text(
    "Title in the browser's tab",
    "A few words before the company's name in the tab, in search results and in shared links, e.g. About Us.",
  ),
  heading: text("Main heading", "The large heading at the top of the page, e.g. Who We Are."),
  description: text(
    "Description for search engines",
    "One sentence of 50 to 160 characters that search results and shared links show under the title.",
  ),
  keywords: text("Keywords", "A few words or phrases people may search for, besides the company's own."),
  "keywords[]": text("Keyword", "One word or short phrase, e.g. core banking."),
});

const menuLabelFields = (
  names: Readonly<Record<string, string>>,
  label: string,
  help: string,
): FieldTexts => ({
  "": text(label, help),
  ...Object.fromEntries(
    Object.entries(names).map(([key, what]) => [
      key,
      text(what, "A word or two, as visitors see it in the menu."),
    ]),
  ),
});

const NAVBAR_NAMES: Record<(typeof NAVBAR_LABELS)[number], string> = {
  home: "Home page link",
  about: "About page link",
  solutions: "Solutions link",
  services: "Services link",
  projects: "Projects link",
  gallery: "Gallery link",
  team: "Team link",
  publications: "Publications menu (the policies)",
  ovations: "Ovations menu",
  more: "More menu",
  promoters: "Promoters link (in More)",
  history: "History link (in More)",
  careers: "Careers link (in More)",
  brochures: "Brochures link (in More)",
  demos: "Demo videos link (in More)",
  insights: "Insights link (in More)",
  faq: "Help page link (in More)",
  contact: "Contact link (in More)",
};

const FOOTER_NAMES: Record<(typeof FOOTER_LABELS)[number], string> = {
  company: "Heading of the company's links",
  about: "About page link",
  history: "History link",
  team: "Team link",
  promoters: "Promoters link",
  careers: "Careers link",
  contact: "Contact link",
  solutions: "Heading of the solutions' links",
  allSolutions: "Link to the solutions list",
  resources: "Heading of the resources' links",
  services: "Services link",
  projects: "Projects link",
  brochures: "Brochures link",
  demos: "Demo videos link",
  faq: "Help page link",
  privacy: "Privacy notice link",
  terms: "Terms and conditions link",
};

const singles: Record<string, FieldTexts> = {
  "site/pages": Object.fromEntries(
    PAGE_TEXT_NAMES.flatMap((name) => Object.entries(under(name, pageTextFields(name)))),
  ),
  "site/menus": {
    ...under(
      "navbar",
      menuLabelFields(NAVBAR_NAMES, "Navigation bar", "The words of the menu at the top of every page."),
    ),
    ...under(
      "footer",
      menuLabelFields(FOOTER_NAMES, "Footer", "The headings and links at the bottom of every page."),
    ),
  },
  "site/identity": {
    company: text(
      "Company name",
      "The short name in the header, the footer and every page's title, e.g. Brightline Technologies.",
    ),
    legalName: text(
      "Legal name",
      "The registered name the footer and the legal pages print, e.g. Brightline Technologies Private Limited.",
    ),
    tagline: text(
      "Tagline",
      "A few words on what the company does, e.g. Banking software, implemented right.",
    ),
    description: text(
      "Site description",
      "One line that search engines show for a page that has no description of its own.",
    ),
    ...under(
      "keywords",
      list(
        "Search keywords",
        "Words and phrases people search for that describe the company.",
        text("Keyword", "One word or short phrase, e.g. core banking implementation."),
      ),
    ),
    author: text("Author", "Who search engines are told wrote the pages, usually the company itself."),
    ...under("phone", {
      "": text("Phone", "The company's main phone number, on every page."),
      display: text(
        "Phone number as printed",
        "How the number appears on every page, e.g. +91 427 200 0000.",
      ),
      href: text(
        "Phone number to dial",
        "The same number as phones dial it: tel: and the digits without spaces, e.g. tel:+914272000000.",
      ),
    }),
    email: text("E-mail address", "The address visitors write to, on every page, e.g. info@example.com."),
    careersEmail: text("Careers e-mail address", "Where job applicants write, e.g. careers@example.com."),
    ...under("address", {
      "": text("Office address", "The head office's postal address, in the footer and on the Contact page."),
      streetAddress: text("Street", "The building's number and street, e.g. 12 Omalur Main Road."),
      area: text("Area", "The part of the city, e.g. Ammapet, which the Contact page's location card names."),
      locality: text("City", "The city or town, e.g. Salem."),
      region: text("State", "The state or region, e.g. Tamil Nadu."),
      postalCode: text("PIN code", "The postal code, e.g. 636003."),
      country: text("Country", "The country, e.g. India."),
    }),
    ...under("geo", {
      "": text("Map position", "Where the office is: the Contact page's map centres on it."),
      latitude: text(
        "Latitude",
        "Degrees north of the equator as a decimal number, e.g. 11.6643 (south is negative).",
      ),
      longitude: text(
        "Longitude",
        "Degrees east of Greenwich as a decimal number, e.g. 78.146 (west is negative).",
      ),
    }),
    ...under("professionalNetwork", {
      "": text(
        "Professional network page",
        "The company's page on a professional network, linked from every page.",
      ),
      label: text("Network name", "The network's name as the link shows it, e.g. LinkedIn."),
      url: text("Page address", "The full https:// address of the company's page on the network."),
    }),
    foundingYear: text(
      "Year founded",
      "The year the company was founded, which the Home and About pages mention.",
    ),
    coreBankingPartnerSince: text(
      "Core-banking partner since",
      "The year the company became an implementation partner of its core-banking platform.",
    ),
    ...under(
      "stats",
      list(
        "Figures",
        "Short figures shown side by side, e.g. 20+ Clients.",
        text("Figure", "One figure and what it counts."),
        {
          value: text("Number", "The figure as shown, e.g. 20+."),
          label: text("What it counts", "A word or two under the figure, e.g. Clients."),
        },
      ),
    ),
  },

  "site/people": list(
    "People",
    "The executives and promoters with their photos and biographies, for the Promoters and Team pages.",
    text("Person", "One executive."),
    {
      name: text("Name", "The person's full name, as printed under the photo."),
      role: text(
        "Post",
        "The executive post the person holds: each belongs to one person, and the pages choose people by it.",
      ),
      title: text("Job title", "The post written out, e.g. Chief Executive Officer."),
      ...under(
        "photo",
        picture(
          "Photo",
          "The person's portrait, shown square on the Team and Promoters pages: upload a new one to replace it.",
          "name",
        ),
      ),
      bio: text("Short biography", "One to three sentences shown with the photo."),
      promoterBio: text(
        "Promoter biography",
        "Two to six sentences for the Promoters page, which shows the short biography when this is empty.",
      ),
      profileUrl: text(
        "Profile link",
        "The full https:// address of the person's professional-network profile.",
      ),
    },
  ),

  "site/brochures": list(
    "Brochures",
    "The brochures of the Brochures page, each a PDF that opens in a new tab.",
    text("Brochure", "One brochure: its card on the page and the text of its PDF."),
    {
      id: text("Short name", "The brochure's name in lower-case words joined by hyphens, e.g. core-banking."),
      title: text("Title", "The brochure's title on its card."),
      summary: text("Summary", "One line on the card, under the title."),
      pdf: text("PDF file", "Where the PDF is, e.g. /media/brochures/core-banking.pdf."),
      ...under("document", {
        "": text("PDF text", "What the PDF itself says: the PDF is made from it."),
        title: text("PDF title", "The title on the PDF's first page."),
        tagline: text("PDF tagline", "One line under the PDF's title."),
        ...under("sections", sections("The PDF's sections, in order.")),
      }),
    },
  ),

  "site/demos": list(
    "Demo videos",
    "The videos of the Demos page, with their posters and captions.",
    text("Demo video", "One video with its poster and captions."),
    {
      id: text("Short name", "The video's name in lower-case words joined by hyphens, e.g. merchant-qr."),
      title: text("Title", "The video's title on the Demos page."),
      description: text("Description", "One line under the title."),
      solutionPage: text(
        "Solution page",
        "The solution page that shows this video too, as its address after the slash, e.g. Merchant-QR-Code.",
      ),
      video: text("Video file", "Where the video is, e.g. /media/demos/merchant-qr.mp4."),
      poster: text(
        "Poster picture",
        "The still picture shown before the video plays, e.g. /media/demos/merchant-qr.webp.",
      ),
      captions: text(
        "Captions file",
        "Where the captions file made from the captions below is, e.g. /media/demos/merchant-qr.vtt.",
      ),
      captionsLang: text("Captions language", "The language code of the captions, e.g. en or en-IN."),
      ...under(
        "cues",
        list(
          "Captions",
          "The narration as captions, in the order they are spoken.",
          text("Caption", "One line of captions and when it shows."),
          {
            start: text(
              "Start time",
              "When the caption appears, as hours:minutes:seconds.milliseconds, e.g. 00:00:04.500.",
            ),
            end: text(
              "End time",
              "When it disappears, after its start and before the next caption starts, e.g. 00:00:08.000.",
            ),
            text: text("Caption text", "What is said, as one short line."),
          },
        ),
      ),
    },
  ),

  "page/home": {
    ...under(
      "heroSlides",
      list(
        "Slides",
        "The large pictures at the top of the Home page, shown one after another.",
        text("Slide", "One picture with its heading and line."),
        {
          ...under(
            "src",
            picture(
              "Picture",
              "The slide's wide background picture (decorative, so it needs no alt text): upload a new one to replace it.",
            ),
          ),
          title: text("Heading", "The slide's large heading."),
          tagline: text("Line under the heading", "One line under the slide's heading."),
          description: text(
            "Notes (not shown)",
            "Kept with the slide for its authors; visitors never see it.",
          ),
        },
      ),
    ),
    ...under(
      "mottos",
      list("Mottos", "The company's short sayings on the Home page.", text("Motto", "One short line.")),
    ),
    ...under("aboutTeaser", {
      "": text(
        "About the company",
        "The Home page's short introduction to the company, which leads to the About page.",
      ),
      heading: text("Heading", "The part's heading, on one line."),
      ...under("paragraphs", paragraphs("Paragraphs", "What the Home page says about the company.")),
      ...under(
        "picture",
        picture(
          "Picture",
          "The picture beside the text: upload a new one to replace it, and describe it in the alt text below.",
          "pictureAlt",
        ),
      ),
      pictureAlt: altText,
    }),
    ...under("partnershipQuote", {
      "": text("Partnership quote", "The quote about the company's core-banking partnership."),
      quote: text("Quote", "One or two sentences."),
      source: text("Source", "Who or what the quote is from, shown under it."),
    }),
    ...under(
      "services",
      list(
        "Services",
        "The services the Home page lists.",
        text("Service", "One service with a line about it."),
        {
          name: text("Name", "The service's name, e.g. Application support."),
          text: text("Text", "One or two sentences."),
        },
      ),
    ),
    ...under("clientLogos", logos("Client logos", "The logos of the company's clients.")),
    ...under("partnerLogos", logos("Partner logos", "The logos of the company's partners.")),
    ...under(
      "providerLogos",
      logos("Technology provider logos", "The logos of the technology providers the company works with."),
    ),
  },

  "page/about": {
    ...under("hero", {
      "": text("Top of the page", "What the About page shows under its heading."),
      lede: text("Introduction", "One to three sentences under the page's heading."),
    }),
    ...under(
      "sections",
      list(
        "Sections",
        "The numbered sections of the About page, in order.",
        text("Section", "A numbered part of the page under its own heading."),
        {
          number: text(
            "Number",
            "The number shown beside the heading: 1 for the first section, 2 for the next, and so on.",
          ),
          id: anchor("our-expertise"),
          heading: text("Heading", "The section's heading, on one line."),
          ...under("body", blocks),
          ...under("links", links("Links shown with the section, such as the contact e-mail or the map.")),
        },
      ),
    ),
    ...under(
      "mantras",
      introducedList(
        "Mantras",
        "The company's mantras, with a heading and an introduction.",
        "One or two sentences",
        titledItems("Mantras", "The mantras themselves.", "Mantra", "One mantra and what it means."),
      ),
    ),
    ...under(
      "codingPractices",
      introducedList(
        "Coding practices",
        "The practices every project follows, with a heading and an introduction.",
        "One to three sentences",
        titledItems("Practices", "The practices themselves.", "Practice", "One practice and what it means."),
      ),
    ),
  },

  "page/services": {
    ...under("hero", {
      "": text("Top of the page", "What the Services page shows under its heading."),
      intro: text("Introduction", "One to three sentences under the page's heading."),
    }),
    ...under(
      "sections",
      list(
        "Services",
        "The services of the page, in order, each with its points.",
        text("Service", "One service and its points."),
        {
          id: anchor("application-support"),
          title: text("Title", "The service's heading."),
          intro: text("Introduction", "One or two sentences before the points."),
          ...under(
            "bullets",
            list("Points", "What the service covers, one point each.", text("Point", "One point.")),
          ),
        },
      ),
    ),
  },

  "page/faq": {
    intro: text("Introduction", "One or two sentences under the Help page's heading."),
    ...under(
      "items",
      list(
        "Questions and answers",
        "The questions of the Help page in order; the first is open when the page loads.",
        text("Question", "One question with its answer."),
        {
          id: anchor("support-hours"),
          question: text("Question", "The question as a visitor would ask it, ending with a question mark."),
          answer: text("Answer", "Two to five sentences."),
        },
      ),
    ),
  },

  "page/timeline": {
    intro: text("Introduction", "One to three sentences under the Timeline page's heading."),
    ...under(
      "entries",
      list(
        "Milestones",
        "The milestones of the Timeline page, oldest first.",
        text("Milestone", "One year of the company's history."),
        {
          year: text("Year", "The milestone's year, e.g. 2017, later than the one before it."),
          heading: text("Heading", "The milestone's heading, on one line."),
          paragraph: text("Text", "One to four sentences."),
          imageName: text(
            "Picture name",
            "The picture's name under /media, e.g. timeline-2017, which the site publishes as timeline-2017-960.webp and in its other widths.",
          ),
          imageAlt: altText,
        },
      ),
    ),
  },

  "page/contact": {
    intro: text("Introduction", "One to three sentences under the Contact page's heading."),
    ...under(
      "cards",
      list(
        "Contact cards",
        "The cards above the form: following the company, its location and support.",
        text("Card", "One way to reach the company."),
        {
          id: text("Short name", "The card's name in lower-case words joined by hyphens, e.g. our-location."),
          title: text("Title", "The card's heading."),
          text: text("Text", "One or two sentences."),
          shows: text(
            "Shows",
            "What of the company's details the card shows under its text, with its link: its page on the professional network, its postal address with a map, or its phone number (edited in the site identity).",
          ),
        },
      ),
    ),
    ...under("map", {
      "": text("Map", "The map of the office on the Contact page."),
      title: text("Map description", "What the map shows, read out to visitors who cannot see it."),
    }),
    ...under("form", {
      "": text("Message form", "The texts of the Contact page's form."),
      ...formTexts("Sending your message…"),
      ...under("sent", {
        "": text("Message sent", "The pop-up after a message was sent."),
        title: text("Title", "The pop-up's heading, e.g. Email Sent."),
        text: text("Text", "One or two sentences."),
      }),
      ...under("failed", {
        "": text("Message not sent", "The pop-up when a message could not be sent."),
        title: text("Title", "The pop-up's heading, e.g. Error Sending Email."),
        cannotConnect: text(
          "When the server cannot be reached",
          "One or two sentences for a message that never reached the server.",
        ),
        serverError: text(
          "When the server fails",
          "One or two sentences for a failure of the server itself.",
        ),
        errorPrefix: text(
          "Before the server's message",
          "Shown before the server's own message for any other problem (e.g. Error:).",
        ),
      }),
      close: text("Close button", "The words on the pop-up's close button, e.g. Close."),
    }),
    ...under(
      "sentPage",
      confirmationPage(
        "Page after sending",
        "The page a visitor sees after sending the form without JavaScript.",
      ),
    ),
  },

  "page/careers": {
    ...under("intro", paragraphs("Introduction", "The paragraphs under the Careers page's heading.")),
    ...under("areas", {
      "": text("Where you could work", "The areas of work the Careers page describes."),
      heading: text("Heading", "The part's heading, on one line."),
      ...under(
        "items",
        titledItems("Areas", "The areas themselves.", "Area", "One area of work and what it involves."),
      ),
    }),
    ...under("whatWeOffer", {
      "": text("What we offer", "What the company offers the people it hires."),
      heading: text("Heading", "The part's heading, on one line."),
      ...under("items", list("Offers", "One point each.", text("Offer", "One thing the company offers."))),
    }),
    ...under("openings", {
      "": text("Job openings", "The list of the job openings HR publishes, above how to apply."),
      heading: text("Heading", "The list's heading, on one line."),
      none: text("When there is none", "What the page says while no opening is published."),
    }),
    ...under("howToApply", {
      "": text("How to apply", "How to apply for a job."),
      heading: text("Heading", "The part's heading, on one line."),
      ...under("body", paragraphs("Paragraphs", "What the part says before the steps.")),
      ...under("steps", list("Steps", "The steps of applying, in order.", text("Step", "One step."))),
    }),
    ...under("form", {
      "": text("Application form", "The texts of the job application form."),
      ...formTexts("Sending your application…"),
      ...under("opening", {
        "": text(
          "Choice of the role",
          "The form's first question while job openings are published: which one the application is for.",
        ),
        label: text("Question", "What the choice asks, e.g. Which role are you applying for?"),
        openApplication: text(
          "No particular opening",
          "The choice for an application to no published opening, e.g. Open application.",
        ),
      }),
      ...under(
        "groups",
        list(
          "Field groups",
          "How the form's fields are grouped under headings; every field of the form appears once, in the order the form sends them.",
          text("Group", "Fields shown together under one heading."),
          {
            legend: text("Heading", "The group's heading, e.g. Personal details."),
            ...under(
              "fields",
              list(
                "Fields",
                "The fields in the group, by their names as the form sends them.",
                text("Field name", "A field's name as the form sends it, e.g. graduationYear."),
              ),
            ),
          },
        ),
      ),
      ...under("alerts", {
        "": text("Alerts", "The messages shown at the top of the form."),
        invalid: text("When a field needs fixing", "One sentence."),
        success: text("When the application was sent", "One sentence."),
        failure: text("When it could not be sent", "One or two sentences."),
      }),
    }),
    ...under(
      "appliedPage",
      confirmationPage(
        "Page after applying",
        "The page an applicant sees after sending the form without JavaScript.",
      ),
    ),
  },

  "page/demos": {
    intro: text("Introduction", "One to three sentences under the Demos page's heading."),
  },

  "page/insights": {
    ...under("intro", paragraphs("Introduction", "The paragraphs under the Insights page's heading.")),
  },

  "page/privacy": {
    ...legalDocument("Privacy Notice"),
    ...under(
      "forms",
      list(
        "Forms",
        "What each of the site's forms collects, why, where it goes and how long it is kept.",
        text("Form", "One form of the site."),
        {
          id: text("Short name", "The form's name in lower-case words joined by hyphens, e.g. contact-form."),
          title: text("Form name", "The form's name as the notice prints it, e.g. Contact form."),
          ...under(
            "pages",
            list(
              "Pages",
              "Where the form is, as page addresses.",
              text("Page address", "One page's address, e.g. /contact."),
            ),
          ),
          ...under(
            "fields",
            list("Fields", "Each field the form asks for.", text("Field", "One field of the form."), {
              name: text("Field name", "The field's name as the form sends it, e.g. email."),
              label: text("Label", "The field's label as the form shows it."),
              required: text("Required", "Tick when the form cannot be sent without it."),
              purpose: text("Why we ask", "One or two sentences."),
            }),
          ),
          purpose: text("Purpose", "Why the form collects these details, in one to three sentences."),
          destination: text(
            "Where it goes",
            "Who receives the details and where they are kept, in one to four sentences.",
          ),
          retentionMonths: text("Months kept", "How many months the details are kept."),
          retention: text("How long it is kept", "One to three sentences."),
        },
      ),
    ),
  },

  "page/terms": legalDocument("Terms and Conditions"),
};

/** A list of logos (home.ts). */
function logos(label: string, help: string): FieldTexts {
  return list(label, help, text("Logo", "One organisation's logo."), {
    name: text(
      "Name",
      "The organisation's name, read out in place of the logo to visitors who cannot see it.",
    ),
    ...under(
      "picture",
      picture("Logo picture", "The organisation's logo: upload a new one to replace it.", "name"),
    ),
  });
}

/** The item collections' documents: `{entry, text}`, the catalogue's entry and the item's texts. */
const items: Record<string, FieldTexts> = {
  solution: {
    ...under("entry", {
      "": text("Solution", "What every page knows of the solution: its name, summary and addresses."),
      key: documentKey("Key", "merchant-qr"),
      name: text("Name", "The solution's name, as menus, cards and its page's title show it."),
      summary: text("Summary", "One sentence for its cards and for search engines."),
      page: text(
        "Solution page address",
        "The address of its own page after the slash, e.g. Merchant-QR-Code; a solution needs this or a details page name.",
      ),
      detailsId: text(
        "Details page name",
        "Its name under /solution-details/, e.g. merchant-qr; a solution needs this or a solution page address.",
      ),
      inFooter: text(
        "In the footer",
        "Linked among the footer's six solutions on every page, before the others (which are the first of the Solutions list).",
      ),
      ...under(
        "picture",
        picture(
          "Picture",
          "The picture on the solution's page, its card and the image shown when its page is shared; a new solution needs one.",
          "name",
        ),
      ),
    }),
    ...under("text", {
      "": text("Page texts", "The long texts of the solution's page."),
      ...under(
        "description",
        paragraphs("Description", "The paragraphs that describe the solution on its page."),
      ),
      ...under(
        "features",
        list("Key features", "What the solution does, one point each.", text("Feature", "One feature.")),
      ),
      videoUrl: text(
        "Demo video file",
        "A video on the solution's page, e.g. /media/demos/merchant-qr.mp4; it needs a poster too.",
      ),
      videoPoster: text(
        "Demo video poster",
        "The still picture shown before the video plays; it needs the video too.",
      ),
    }),
  },

  project: {
    ...under("entry", {
      "": text("Project facts", "What every page knows of the project: its client, team, dates and summary."),
      code: documentKey("Project code", "BRBS"),
      name: text("Name", "The project's name, as its cards and pages show it."),
      client: text("Client", "The client as the case study names it, e.g. Bank of Baroda."),
      teamSize: text("Team size", "How many people worked on the project."),
      durationMonths: text("Duration in months", "How many months the project took."),
      start: text("Start date", "The day the project started, as DD-MM-YYYY, e.g. 01-09-2017."),
      end: text("End date", "The day the project ended, as DD-MM-YYYY, e.g. 30-05-2019."),
      live: text("Go-live date", "The day the system went live, as DD-MM-YYYY, e.g. 05-11-2018."),
      summary: text("Summary", "One sentence for the project's cards and for search engines."),
      hasDetails: text(
        "Has a details page",
        "Tick when the project also has a page under /project-details/ with its code.",
      ),
      ...under(
        "picture",
        picture(
          "Picture",
          "The picture on the project's case study, its card and the image shown when its page is shared; a new project needs one.",
          "name",
        ),
      ),
    }),
    ...under("text", {
      "": text("Case study", "The texts of the project's case-study page."),
      ...under("description", paragraphs("Description", "What the project was.")),
      ...under("challenges", paragraphs("Challenges", "What made the project hard.")),
      ...under("result", paragraphs("Result", "What the project achieved.")),
    }),
  },

  insight: {
    ...under("entry", {
      "": text("Topic", "What every page knows of the topic: its address, title and summary."),
      slug: documentKey("Address name", "market-trends"),
      title: text("Title", "The topic's title, as its card and page show it."),
      summary: text("Summary", "One sentence under the title and for search engines."),
    }),
    ...under("text", {
      "": text("Article", "The article on the topic's page."),
      ...under("body", paragraphs("Article", "The article's paragraphs.")),
      ...under(
        "takeaways",
        list("Takeaways", "Short points shown with the article.", text("Takeaway", "One short point.")),
      ),
    }),
  },

  opening: {
    ...under("entry", {
      "": text(
        "Job opening",
        "What the Careers page, the opening's page and search engines' job listings show.",
      ),
      id: documentKey("Address name", "java-developer-2026"),
      title: text("Job title", "The role, as the Careers page, its page and the application form name it."),
      ...under("location", {
        "": text("Where the work is", "The town the person works from or reports to."),
        locality: text("Town or city", "e.g. Salem."),
        region: text("State", "e.g. Tamil Nadu."),
        country: text("Country code", "The country's two-letter code, e.g. IN for India."),
      }),
      workplace: text(
        "Workplace",
        "On site, hybrid or remote: remote roles are listed as such by search engines.",
      ),
      employmentType: text("Kind of work", "Full time, part time, contract, temporary or internship."),
      summary: text("Summary", "One sentence for the Careers page's list and for search engines."),
      posted: text("Posted on", "The day it was first published, as DD-MM-YYYY, e.g. 01-12-2026."),
      closes: text(
        "Closing date",
        "The last day applications are taken, as DD-MM-YYYY: at the end of that day (India time) the opening leaves the site by itself.",
      ),
    }),
    ...under("text", {
      "": text("Job description", "The texts of the opening's page."),
      ...under("description", paragraphs("About the role", "What the role is, and the team it joins.")),
      ...under(
        "responsibilities",
        list(
          "Responsibilities",
          "What the person will do, one point each.",
          text("Responsibility", "One point."),
        ),
      ),
      ...under(
        "requirements",
        list(
          "Requirements",
          "What the person must bring, one point each.",
          text("Requirement", "One point."),
        ),
      ),
    }),
  },

  policy: {
    ...under("entry", {
      "": text("Policy", "What every page knows of the policy: its titles, menu entry and dates."),
      id: documentKey("Document number", "Doc-1"),
      reference: text("Reference", "The reference printed on the policy, e.g. HR-POL-01."),
      title: text("Full title", "The title printed on the policy itself."),
      pageTitle: text("Page title", "The title and heading of the policy's page."),
      menuLabel: text("Menu label", "The policy's entry in the Publications menu."),
      summary: text(
        "Summary",
        "The introduction under the page's heading, also its description for search engines.",
      ),
      effectiveDate: text(
        "Effective date",
        "The day the policy took effect, as DD-MM-YYYY, e.g. 05-04-2017.",
      ),
      owner: text("Owner", "Who owns the policy and receives reports under it."),
    }),
    ...under("text", {
      "": text("Policy text", "The policy itself, as its page and PDF show it."),
      appliesTo: text("Applies to", "Who the policy applies to, in one to three sentences."),
      ...under("sections", sections("The policy's sections, in order.")),
      ...under(
        "revisions",
        list(
          "Revision history",
          "Each revision of the policy, as its history table prints it.",
          text("Revision", "One revision of the policy."),
          {
            version: text("Version", "The revision's number, e.g. 1.0."),
            change: text("Change", "What this revision changed."),
            preparedBy: text("Prepared by", "Who prepared it."),
            reviewedBy: text("Reviewed by", "Who reviewed it."),
            approvedBy: text("Approved by", "Who approved it."),
            date: text("Date", "The revision's date, as DD-MM-YYYY, e.g. 05-04-2017."),
          },
        ),
      ),
    }),
  },

  ovation: {
    ...under("entry", {
      "": text("Ovation", "What every page knows of the ovation: its titles, menu entry and PDF."),
      id: documentKey("Page name", "ovations-1"),
      projectCode: text(
        "Project code",
        "The code of the project it celebrates, e.g. BIPS: a project of this site.",
      ),
      title: text("Title", "The page's title and heading."),
      menuLabel: text("Menu label", "The ovation's entry in the Ovations menu."),
      summary: text("Summary", "One line under the page's heading."),
      description: text("Page description", "The page's description for search engines."),
      pdf: text("PDF file", "Where the PDF is, e.g. /media/ovations/ovations-1.pdf."),
    }),
    ...under("text", {
      "": text("PDF text", "What the PDF says: the PDF is made from it."),
      title: text("PDF title", "The title on the PDF's first page."),
      subtitle: text("PDF subtitle", "One line under the PDF's title."),
      ...under(
        "facts",
        list("Facts", "The table of facts at the start of the PDF.", text("Fact", "One row of the table."), {
          label: text("Label", "What the fact is, e.g. Client."),
          value: text("Value", "The fact itself, e.g. Bank of Baroda."),
        }),
      ),
      ...under("sections", sections("The PDF's sections, in order.")),
    }),
  },
};

/** Every kind of document's field texts: `site/identity`, `page/faq`, or an item collection's type. */
export const FIELD_TEXTS: Readonly<Record<string, FieldTexts>> = { ...singles, ...items };

/** The field texts of the document `type/id`, or undefined when there is no such kind. */
export function fieldTextsOf(type: string, id: string): FieldTexts | undefined {
  return FIELD_TEXTS[`${type}/${id}`] ?? FIELD_TEXTS[type];
}
