// The Services page (services.ts).

import * as z from "zod/mini";
import { bullets, label, listOf, sentences, slug, uniqueBy } from "./fields.js";

export const serviceSection = z.strictObject({
  id: slug,
  title: label(80),
  intro: z.optional(sentences(1, 2)),
  bullets: bullets(4, 8),
});
export type ServiceSection = z.output<typeof serviceSection>;

export const servicesPageSchema = z.strictObject({
  hero: z.strictObject({ intro: sentences(1, 3) }),
  sections: listOf(serviceSection, 7, 7).check(uniqueBy<ServiceSection>((s) => s.id, "section id")),
});
export type ServicesPage = z.output<typeof servicesPageSchema>;
