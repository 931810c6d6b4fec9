// Insights: the topics (insight-topics.ts, which the route table and the search read), the
// article of each (insights.ts) and the hub page.

import * as z from "zod/mini";
import { bullets, label, listOf, pageDescription, paragraphs, slug, uniqueBy } from "./fields.js";

export const insightTopicSchema = z.strictObject({
  slug,
  title: label(80),
  /** The page's meta description in the route table. */
  summary: pageDescription,
});
export type InsightTopic = z.output<typeof insightTopicSchema>;

// The site shows six topics; staff may add more (new-items.ts), up to what the hub page
// can list without becoming a wall of cards, and retire any but the last.
export const insightTopicListSchema = listOf(insightTopicSchema, 1, 12).check(
  uniqueBy<InsightTopic>((t) => t.slug, "insight slug"),
);

/** insights.ts: the article of each topic, by its slug. */
export const insightArticleSchema = z.strictObject({
  /** The article: 3 to 5 paragraphs. */
  body: paragraphs(3, 5),
  /** Short takeaways shown beside or after the article. */
  takeaways: bullets(2, 5),
});
export type InsightArticle = z.output<typeof insightArticleSchema>;

export const insightArticlesSchema = z.record(slug, insightArticleSchema);

/** A topic with its article. */
export const insightSchema = z.strictObject({ ...insightTopicSchema.shape, ...insightArticleSchema.shape });
export type Insight = z.output<typeof insightSchema>;

export const insightHubSchema = z.strictObject({
  intro: paragraphs(1, 3),
});
export type InsightHub = z.output<typeof insightHubSchema>;
