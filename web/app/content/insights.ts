// Insights (/insight and /insight/{slug}): the hub's intro and the article of each topic
// for banking leaders. The topics themselves (slug, title, summary) are in
// insight-topics.ts, shared with the route table and the search; the articles here are
// keyed by slug. Checked by validate.ts, which also checks that every topic has its
// article and every article its topic.
import { insightTopics } from "./insight-topics";
import type { Insight, InsightArticle, InsightHub } from "@site/contracts/content";

export const insightHub: InsightHub = {
  intro: [
    `Short, practical articles from {company} for the people who run banks and financial institutions: chief executives, operations heads, chief information officers and compliance officers.`,
    "Each article draws on what we see in implementation, support and reporting projects: where data already answers a business question, where systems hold a bank back, and what to change first.",
  ],
};

/** The article of each insight topic, by slug. */
export const insightArticles: Record<string, InsightArticle> = {
  "market-trends": {
    body: [
      "Three shifts shape the technology agenda of most banks we work with. Payments are becoming instant and always on; lending is moving to digital channels with decisions expected in hours rather than days; and regulators expect more data, in structured formats, more often.",
      "Instant payments change the operating model more than the technology. When customers can move money in about 10 seconds at midnight on a holiday, the bank's systems must validate, post and reconcile at that moment too. End-of-day batches, maintenance windows and manual exception handling all need rethinking, and reconciliation has to keep pace with the new volumes.",
      "Digital lending raises expectations for speed, but the controls do not go away. Credit bureau checks, collateral valuation and delegated sanction authority still apply; the difference is that they must be built into a workflow rather than carried out by passing files from desk to desk.",
      "On the regulatory side, returns in XBRL and risk-based supervision templates mean that data quality problems can no longer be fixed in a spreadsheet the night before filing. Banks that trace every reported figure to its source spend less time on each return and answer the regulator's questions with confidence.",
      "The common thread is integration. Each of these trends depends on core banking, payments, reporting and compliance systems exchanging accurate data in real time. Before investing in a new channel, it is worth asking whether the systems behind it can support it.",
    ],
    takeaways: [
      "Instant payments require real-time validation, posting and reconciliation, not only a new interface.",
      "Digital lending must embed credit checks and delegated authority in the workflow.",
      "Structured regulatory reporting rewards banks that can trace every figure to its source.",
    ],
  },
  "performance-analysis": {
    body: [
      "Most banks measure system availability, and most report it as close to perfect. Customers and regulators experience something different: how long an account takes to open, how long a loan takes to sanction, how often a payment fails, how long end-of-day processing runs. These are the measures that connect technology to business results.",
      "A useful performance review starts with a small set of measures per process, taken from system logs rather than estimates. For account opening: time from application to account number, and the share of applications returned for missing information. For payments: completion time, failure rate by cause and the number of items left for manual reconciliation. For end-of-day: duration, and the time the first branch can open on the next day.",
      "The numbers often point to causes outside the software. A slow loan turnaround may be an approval waiting in an inbox rather than a slow system; a high payment failure rate may be customer data that fails validation. Each cause calls for a different remedy, and only measurement separates them.",
      "For the board, trends matter more than snapshots. A monthly view of a handful of measures, with the target and the previous period, shows whether investment is paying off and where attention is needed next.",
    ],
    takeaways: [
      "Measure processes from the customer's point of view, using system logs rather than estimates.",
      "Separate delays caused by systems from delays caused by approvals and data quality.",
      "Give the board a short monthly trend of a few measures against targets.",
    ],
  },
  forecasting: {
    body: [
      "Banks hold years of transaction history that describe, with some precision, when demand arrives: salary days, month-end, festival seasons, tax deadlines and pension days. Used well, this history lets a bank prepare its systems, its cash and its staff before the peak rather than during it.",
      "Capacity planning is the most direct use. Transaction volumes by hour and day, projected forward with known growth, show when payment interfaces, batch windows and databases will reach their limits. An upgrade planned six months ahead costs far less than one carried out during an incident.",
      "Liquidity and cash forecasting rely on the same data: expected withdrawals by branch and ATM, expected inflows from salaries and loan repayments, and the timing of large customer payments. Even simple models, reviewed against actual results each month, improve on fixed buffers.",
      "Staffing is the third use. Queue data from branches and contact centres, combined with the calendar, shows where and when more counters or agents are needed. Good forecasts are modest: they state their assumptions, show a range rather than a single number, and are checked against outcomes so they improve over time.",
    ],
    takeaways: [
      "Transaction history already contains the seasonality a bank needs to plan for.",
      "Plan system capacity months ahead of projected peaks.",
      "Publish forecasts as ranges with stated assumptions, and check them against outcomes.",
    ],
  },
  "customer-insights": {
    body: [
      "A bank knows a great deal about its customers from the way they use their accounts: how salaries arrive, how bills are paid, which channels they use, and when they come to the branch. Used responsibly, this knowledge helps the bank serve customers better and spot problems early.",
      "The most valuable insights are often about service rather than sales. Customers who repeatedly visit the branch for tasks available on mobile may need help with the app; a rise in failed payments from one channel may reveal a usability problem; a customer whose salary stops arriving may soon struggle with a loan instalment.",
      "Segmentation should follow behaviour, not only demographics. Grouping customers by the products they hold and the channels they use gives more actionable results than age or income bands, and it helps decide where to invest in digital services.",
      "All of this must respect privacy and regulation. Customer data should be used for purposes customers would reasonably expect, accessed only by those who need it, and analysed on masked or aggregated data wherever possible. Building these controls in from the start makes customer analytics sustainable.",
    ],
    takeaways: [
      "Transaction and channel data reveal service problems as well as sales opportunities.",
      "Segment customers by behaviour: products held and channels used.",
      "Use customer data within clear purposes and with masked or aggregated data where possible.",
    ],
  },
  "product-performance": {
    body: [
      "Banks launch products with a business case but rarely revisit it. A year later, it is common to find deposit schemes and loan variants with a handful of accounts, each still configured in core banking, covered by regulatory reports and maintained by staff.",
      "A product review looks at three things: adoption (new accounts and active accounts over time), contribution (interest, fees and the cost of funds), and operating cost (manual work, exceptions, complaints and the reports and interfaces it requires). The last is often invisible, because it is spread across operations, IT and compliance.",
      "Core-banking data supports most of this analysis directly. Account openings, balances, transactions and charges by product code are already recorded; exceptions and service requests can be linked to the same codes. The effort lies in agreeing definitions, such as what counts as an active account, and applying them consistently.",
      "The outcome is usually a shorter product list. Retiring or merging products with little use simplifies parameters, testing, training and reporting, and makes the next core-banking upgrade or migration faster and cheaper.",
    ],
    takeaways: [
      "Review each product for adoption, contribution and operating cost.",
      "Count the hidden cost: exceptions, reports, interfaces and training.",
      "Retiring little-used products simplifies upgrades and migrations.",
    ],
  },
  "competitive-analysis": {
    body: [
      "Customers compare banks on what they can see: how quickly an account opens, whether payments arrive instantly, how easy the mobile app is, and how long the queue is at the branch. Competitive analysis for a bank should start with these experiences rather than with product rates alone.",
      "A practical method is to walk through the main customer journeys at your own bank and at two or three competitors: opening an account, sending money to another bank, applying for a loan, and resolving a problem. Recording the steps, the time taken and the channels available gives a clear, shared picture of where the bank leads and where it lags.",
      "Behind each journey sits a capability: instant payment connectivity, digital onboarding with electronic know-your-customer checks, automated loan workflows, reliable reconciliation. Mapping journeys to capabilities turns a list of gaps into an investment plan.",
      "Regulatory readiness is also a competitive factor. Banks whose reporting is automated and reliable spend their management time on customers rather than on resubmissions, and they can launch products faster because the reporting follows the data without rework.",
    ],
    takeaways: [
      "Compare customer journeys end to end, not only rates and fees.",
      "Map each journey gap to the capability that closes it.",
      "Reliable regulatory reporting frees management time and speeds up product launches.",
    ],
  },
};

/** The article of a topic; throws when it has none (validate.ts refuses that at build time). */
export function insightArticle(slug: string): InsightArticle {
  const article = insightArticles[slug];
  if (!article) throw new Error(`insights.ts has no article for the insight topic "${slug}"`);
  return article;
}

/** Each topic with its article, in the catalogue's order. */
export const insights: Insight[] = insightTopics.flatMap((topic) => {
  const article = insightArticles[topic.slug];
  return article ? [{ ...topic, ...article }] : [];
});

export function insightBySlug(slug: string): Insight | undefined {
  return insights.find((i) => i.slug === slug);
}

export type { Insight, InsightArticle, InsightHub } from "@site/contracts/content";
