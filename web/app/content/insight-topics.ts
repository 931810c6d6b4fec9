// The insight topics (/insight/{slug}): the short catalogue that the route table (title and
// meta description of each insight page) and the site search read. The articles are in
// insights.ts, by slug. `summary` is the page's meta description (the schema's
// pageDescription sets its length). Checked against insightTopicListSchema
// (contracts/src/content/insights.ts) by validate.ts.
import type { InsightTopic } from "@site/contracts/content";

export const insightTopics: InsightTopic[] = [
  {
    slug: "market-trends",
    title: "Market Trends",
    summary:
      "How payments, lending and regulation are changing for banks and financial institutions, and what it means for their technology.",
  },
  {
    slug: "performance-analysis",
    title: "Performance Analysis",
    summary:
      "Measuring the performance of banking systems and processes: throughput, turnaround times and the numbers that matter to the board.",
  },
  {
    slug: "forecasting",
    title: "Forecasting",
    summary:
      "Forecasting volumes, liquidity and capacity from banking data, so that systems and teams are ready before demand arrives.",
  },
  {
    slug: "customer-insights",
    title: "Customer Insights",
    summary:
      "Understanding bank customers through their transactions and service requests, within the limits of privacy and regulation.",
  },
  {
    slug: "product-performance",
    title: "Product Performance",
    summary:
      "How banking products perform after launch: adoption, revenue and the operational cost of each product line.",
  },
  {
    slug: "competitive-analysis",
    title: "Competitive Analysis",
    summary:
      "How banks and financial institutions compare on digital channels, payments and regulatory readiness.",
  },
];

export type { InsightTopic } from "@site/contracts/content";
