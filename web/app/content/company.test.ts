// The company's own pages: About Us, Our History, the FAQ, the Services page, the people
// and the Contact and Careers pages carry the spec's facts.
import { describe, expect, it } from "vitest";
import { contactPage } from "./contact";
import { cardView } from "./contact-cards";
import { faq } from "./faq";
import { countSentences } from "@site/contracts/content-helpers";
import { pageAt } from "../pages";
import { executives, promotersOf, teamOf } from "./people";
import { site } from "./site";
import { timeline } from "./timeline";
import { filledContent } from "./current";
import { repositoryContent } from "./repository";

// As the pages show them: placeholders ({company}, {email}) filled.
const { about, services: servicesPage } = filledContent(repositoryContent);

describe("About Us", () => {
  it("has the title and six numbered sections in the spec's order", () => {
    expect(pageAt("/about")?.heading).toBe("About Us");
    expect(about.sections.map((s) => [s.number, s.id])).toEqual([
      [1, "company"],
      [2, "domain-expertise"],
      [3, "expertise"],
      [4, "what-makes-us-stand-out"],
      [5, "commitment"],
      [6, "get-in-touch"],
    ]);
  });

  it("gives the contact e-mail and the Salem, Tamil Nadu, India address in Get In Touch", () => {
    const getInTouch = about.sections[5]!;
    const text = JSON.stringify(getInTouch);
    expect(text).toContain(site.email);
    expect(getInTouch.links?.map((l) => l.href)).toContain(`mailto:${site.email}`);
    for (const part of ["Salem", "Tamil Nadu", "India"]) expect(text).toContain(part);
  });

  it("lists mantras and concrete coding practices", () => {
    expect(about.mantras.items.length).toBeGreaterThanOrEqual(3);
    const practices = about.codingPractices.items.map((p) => `${p.title} ${p.text}`).join(" ");
    for (const word of [
      /code review/i,
      /automated .*tests/i,
      /OWASP/,
      /version control|Git/i,
      /documentation/i,
    ]) {
      expect(practices).toMatch(word);
    }
  });
});

describe("Our History", () => {
  it("has four entries for 2017, 2019, 2020 and 2024 with the spec's milestones", () => {
    expect(timeline.entries.map((e) => e.year)).toEqual([2017, 2019, 2020, 2024]);
    const headings = timeline.entries.map((e) => e.heading);
    expect(headings[0]).toMatch(/small office/i);
    expect(headings[1]).toMatch(/50 employees/);
    expect(headings[2]).toMatch(/200 clients/);
    expect(headings[3]).toMatch(/international branches/i);
    for (const e of timeline.entries) expect(e.imageName).toBe(`timeline-${e.year}`);
  });
});

describe("FAQ", () => {
  it("has six questions in the spec's order, each answered in 2 to 5 sentences", () => {
    expect(faq.items.map((i) => i.id)).toEqual([
      "what-makes-us-unique",
      "how-to-get-started",
      "industries-served",
      "post-project-support",
      "customization-for-small-businesses",
      "data-security",
    ]);
    const patterns = [
      /unique/i,
      /get started/i,
      /industries/i,
      /support after/i,
      /customi[sz]ed for smaller/i,
      /secure/i,
    ];
    faq.items.forEach((item, i) => {
      expect(item.question).toMatch(patterns[i]!);
      const n = countSentences(item.answer);
      expect(n, item.id).toBeGreaterThanOrEqual(2);
      expect(n, item.id).toBeLessThanOrEqual(5);
    });
  });
});

describe("Services page", () => {
  it("has the hero and the seven sections with the spec's titles, 4 to 8 bullets each", () => {
    expect(pageAt("/service-page")?.heading).toBe("SERVICES WE PROVIDE");
    expect(servicesPage.sections.map((s) => s.title)).toEqual([
      "Our Services For You",
      "Core Capabilities",
      "Project Portfolio",
      "Complete Project Execution Flow",
      "Comprehensive Training Solutions",
      "Quality Assurance Services",
      "Our Audit Commitment",
    ]);
    for (const s of servicesPage.sections) {
      expect(s.bullets.length, s.title).toBeGreaterThanOrEqual(4);
      expect(s.bullets.length, s.title).toBeLessThanOrEqual(8);
    }
  });

  it("names the eight services and the core-banking partnership year", () => {
    const services = servicesPage.sections[0]!.bullets.join("\n");
    for (const name of [
      "Application support",
      "Report development",
      "Customization",
      "Maintenance",
      "Migration",
      "Training",
      "Testing",
      "IT audit",
    ]) {
      expect(services).toContain(name);
    }
    expect(JSON.stringify(servicesPage)).toContain(`since ${site.coreBankingPartnerSince}`);
  });
});

describe("People", () => {
  it("reuses the executives for the Promoters (CEO, COO, CMO, CTO) and Team (CEO, COO, CTO) pages", () => {
    const promoters = promotersOf(executives);
    const teamPage = teamOf(executives);
    expect(promoters.map((p) => p.role)).toEqual(["CEO", "COO", "CMO", "CTO"]);
    expect(teamPage.map((p) => p.role)).toEqual(["CEO", "COO", "CTO"]);
    for (const p of [...promoters, ...teamPage]) expect(executives).toContain(p);
    for (const p of promoters) expect(p.promoterBio, p.role).toBeTruthy();
  });

  it("leaves out of both pages a role that nobody in the published list has", () => {
    const withoutCoo = executives.filter((p) => p.role !== "COO");
    expect(promotersOf(withoutCoo).map((p) => p.role)).toEqual(["CEO", "CMO", "CTO"]);
    expect(teamOf(withoutCoo).map((p) => p.role)).toEqual(["CEO", "CTO"]);
  });
});

describe("Contact and careers", () => {
  const { contactPage: contact, careersPage: careers } = filledContent(repositoryContent);

  it("has the three cards with the social link, the location and the 24x7 phone", () => {
    expect(contact.cards.map((c) => c.title)).toEqual(["Get In Touch", "Our Location", "24x7 Support"]);
    const [social, location, support] = contact.cards.map((card) => cardView(card, site));
    expect(social!.link.href).toBe(site.professionalNetwork.url);
    const where = [location!.text, ...(location!.lines ?? [])].join(", ");
    for (const part of ["Ammapet", "Salem", "Tamil Nadu", "India"]) expect(where).toContain(part);
    expect(support!.link).toEqual({ label: site.phone.display, href: site.phone.href });
  });

  it("shows on its cards the identity published with them, not the build's", () => {
    const published = {
      ...site,
      phone: { display: "+91 427 277 0404", href: "tel:+914272770404" },
      address: { ...site.address, streetAddress: "7 New Street" },
    };
    const views = contactPage.cards.map((card) => cardView(card, published));
    expect(views.find((view) => view.shows === "phone")!.link).toEqual({
      label: published.phone.display,
      href: published.phone.href,
    });
    const address = views.find((view) => view.shows === "address")!;
    expect(address.lines).toContain("7 New Street, Ammapet");
    expect(address.link.href).toContain(encodeURIComponent("7 New Street"));
  });

  it("tells job seekers to send a CV to the careers e-mail", () => {
    expect(pageAt("/Careers")?.heading).toBe("Join Our Team");
    expect(careers.howToApply.body.join(" ")).toMatch(
      new RegExp(`CV by e-mail to ${site.careersEmail.replace(".", "\\.")}`),
    );
  });
});
