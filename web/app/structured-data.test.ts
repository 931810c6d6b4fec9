import { describe, expect, it } from "vitest";
import { site, siteUrl } from "./content/site";
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd } from "./structured-data";

describe("structured data", () => {
  it("describes the company as a schema.org Organization with its contacts", () => {
    const org = organizationJsonLd(site);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.company,
      email: site.email,
    });
    expect(org.url).toBe(`${siteUrl()}/home`);
    expect(org.address).toMatchObject({ addressLocality: "Salem", addressCountry: "India" });
    expect(org.sameAs).toEqual([site.professionalNetwork.url]);
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const crumbs = breadcrumbJsonLd([
      { name: "Home", path: "/home" },
      { name: "Projects", path: "/project-page" },
      { name: "FIS", path: "/project-details/FIS" },
    ]);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl()}/home` },
      { "@type": "ListItem", position: 2, name: "Projects", item: `${siteUrl()}/project-page` },
      { "@type": "ListItem", position: 3, name: "FIS", item: `${siteUrl()}/project-details/FIS` },
    ]);
  });

  it("serializes so that no text can close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
