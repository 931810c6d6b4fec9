// A new item of a collection (a solution, a project, an insight topic, a policy, an
// ovation), as staff create it in the console: its id and name asked first (the rule of
// each told before it is typed: NEW_ITEM_FORMS), then a draft whose every text plainly asks
// to be replaced (newItemDocument), which the editor opens. The draft is valid against
// its collection's schemas, so it can be saved and previewed at once; it never copies
// another item's texts. Where its collection shows a picture (a solution's, a project's),
// it starts with the site's generic banking picture, and its text asks staff to choose
// their own: the build draws pictures only for the items of the repository.
//
// newItemProblems checks a request before anything is stored; newAddressProblems
// (addresses.ts) then checks the new item's addresses against every document there is.

import type { FieldError } from "../answers.js";
import type { NewItemForm } from "../staff.js";
import { documentProblems, ITEM_TYPES, type ContentDocument, type ItemType } from "./collections.js";
import { ovationSchema } from "./documents.js";
import { ADDRESS_MAX_LENGTH, label } from "./fields.js";
import { insightTopicSchema } from "./insights.js";
import { openingSchema } from "./openings.js";
import { policySchema } from "./policies.js";
import { projectSchema } from "./projects.js";
import { solutionSchema } from "./solutions.js";

/** The longest name of an item whose name is also its menu label (a policy's, an ovation's). */
const MENU_LABEL_MAX_LENGTH = 40;
/** The longest name of the other items (their `name` or `title` field). */
const NAME_MAX_LENGTH = 80;

const SLUG_RULE = `lower-case letters and digits, words joined by single hyphens, at most ${ADDRESS_MAX_LENGTH} characters`;

/** How the console asks for each collection's new item: the id's rule and the name's, told before typing. */
export const NEW_ITEM_FORMS: Record<ItemType, NewItemForm> = {
  solution: {
    noun: "solution",
    idLabel: "Id",
    idHint: `The solution page's address: /{id}. ${capitalized(SLUG_RULE)} (e.g. loan-origination). The id cannot be changed later.`,
    idMaxLength: ADDRESS_MAX_LENGTH,
    address: "/{id}",
    nameLabel: "Name",
    nameHint: `The solution's name, as its page and cards show it: at most ${NAME_MAX_LENGTH} characters.`,
    nameMaxLength: NAME_MAX_LENGTH,
  },
  project: {
    noun: "project",
    idLabel: "Project code",
    idHint:
      "The case study's address: /{code}. Capital letters only, at most 12 (e.g. BRBS). The code cannot be changed later.",
    idMaxLength: 12,
    address: "/{id}",
    nameLabel: "Name",
    nameHint: `The project's name, as its case study and cards show it: at most ${NAME_MAX_LENGTH} characters.`,
    nameMaxLength: NAME_MAX_LENGTH,
  },
  insight: {
    noun: "insight topic",
    idLabel: "Id",
    idHint: `The article's address: /insight/{id}. ${capitalized(SLUG_RULE)} (e.g. market-trends). The id cannot be changed later.`,
    idMaxLength: ADDRESS_MAX_LENGTH,
    address: "/insight/{id}",
    nameLabel: "Title",
    nameHint: `The topic's title, as its article and the Insights page show it: at most ${NAME_MAX_LENGTH} characters.`,
    nameMaxLength: NAME_MAX_LENGTH,
  },
  policy: {
    noun: "policy",
    idLabel: "Id",
    idHint:
      "The policy's address: /{id}. Doc- and a digit from 1 to 9 that no policy has yet (e.g. Doc-5). The id cannot be changed later.",
    idMaxLength: 5,
    address: "/{id}",
    nameLabel: "Title",
    nameHint: `The policy's title, also its label in the Publications menu: at most ${MENU_LABEL_MAX_LENGTH} characters (the title printed on it can be made longer in the editor).`,
    nameMaxLength: MENU_LABEL_MAX_LENGTH,
  },
  ovation: {
    noun: "ovation",
    idLabel: "Id",
    idHint:
      "The ovation's address: /{id}. ovations- and a digit from 1 to 9 that no ovation has yet (e.g. ovations-4). The id cannot be changed later.",
    idMaxLength: 10,
    address: "/{id}",
    nameLabel: "Title",
    nameHint: `The ovation's title, also its label in the Ovations menu: at most ${MENU_LABEL_MAX_LENGTH} characters.`,
    nameMaxLength: MENU_LABEL_MAX_LENGTH,
  },
  opening: {
    noun: "job opening",
    idLabel: "Id",
    idHint: `The opening's address: /Careers/{id}. ${capitalized(SLUG_RULE)} (e.g. java-developer-2026). The id cannot be changed later.`,
    idMaxLength: ADDRESS_MAX_LENGTH,
    address: "/Careers/{id}",
    nameLabel: "Job title",
    nameHint: `The role, as the Careers page, its own page and the application form name it: at most ${NAME_MAX_LENGTH} characters.`,
    nameMaxLength: NAME_MAX_LENGTH,
  },
};

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The schema of each collection's id: the field of its catalogue entry that names it. */
const ID_SCHEMAS = {
  solution: solutionSchema.shape.key,
  project: projectSchema.shape.code,
  insight: insightTopicSchema.shape.slug,
  policy: policySchema.shape.id,
  ovation: ovationSchema.shape.id,
  opening: openingSchema.shape.id,
} as const;

/** The site's generic picture (the home page's banking slide, a build file), until staff choose one. */
const STAND_IN_PICTURE = { name: "hero-banking", width: 1600, height: 900, widths: [640, 960, 1600] };

/**
 * `entry` with the stand-in picture where the entry's schema has a `picture` field, and
 * the sentence that asks for the item's own; `entry` and no sentence where it has none.
 */
function withPicture<E extends object>(schema: { shape: object }, entry: E) {
  if (!("picture" in schema.shape)) return { entry, ask: "" };
  return {
    entry: { ...entry, picture: STAND_IN_PICTURE },
    ask: " Then choose its own picture in place of the site's banking picture.",
  };
}

/** What a new item is made with besides its id and name. */
export interface NewItemContext {
  /** The day it is created: a project's dates and a policy's date start at it. */
  today: Date;
  /** A project the site has: an ovation must celebrate one (staff choose theirs in the editor). */
  projectCode?: string;
}

/** A date as the content writes them: DD-MM-YYYY (UTC). */
const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${date.getUTCFullYear()}`;

/** A section of a policy or an ovation: its heading, and a paragraph asking for its text. */
const section = (heading: string, ask: string) => ({ heading, body: [ask] });

/** `date` plus `days` whole days. */
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

/** Each collection's first draft of an item: the entry and its texts. */
const STARTERS: Record<ItemType, (id: string, name: string, context: NewItemContext) => unknown> = {
  // Open for a month from the day it is made, where the company is; HR sets the dates.
  opening: (id, name, { today }) => ({
    entry: {
      id,
      title: name,
      location: { locality: "Salem", region: "Tamil Nadu", country: "IN" },
      workplace: "on-site",
      employmentType: "FULL_TIME",
      summary: `Replace this with one sentence on what the ${name} does, and for whom.`,
      posted: ddmmyyyy(today),
      closes: ddmmyyyy(plusDays(today, 30)),
    },
    text: {
      description: [
        `Replace this with what the ${name} does, and the team they join.`,
        "Replace this with what the first months in the role look like.",
      ],
      responsibilities: ["Replace with a first responsibility", "Replace with a second responsibility"],
      requirements: ["Replace with a first requirement", "Replace with a second requirement"],
    },
  }),
  solution: (id, name) => {
    const { entry, ask } = withPicture(solutionSchema, {
      key: id,
      name,
      summary: `Replace this with one sentence on what ${name} does and for whom.`,
      page: id,
    });
    return {
      entry,
      text: {
        description: [
          `Describe ${name} in one or two sentences: the problem it solves for a bank.`,
          `Replace this second paragraph with how it works and what it connects to.${ask}`,
        ],
        features: [
          "Replace with a first key feature",
          "Replace with a second key feature",
          "Replace with a third key feature",
          "Replace with a fourth key feature",
        ],
      },
    };
  },
  project: (id, name, { today }) => {
    const { entry, ask } = withPicture(projectSchema, {
      code: id,
      name,
      client: "Replace with the client's name",
      teamSize: 1,
      durationMonths: 1,
      start: ddmmyyyy(today),
      end: ddmmyyyy(today),
      summary: `Replace this with one sentence on what ${name} delivered, and for whom.`,
      hasDetails: false,
    });
    return {
      entry,
      text: {
        description: [
          `Describe ${name} in a few sentences: what the client needed and what was built.${ask}`,
        ],
        challenges: ["Replace this with the challenges the team met, and how it met them."],
        result: ["Replace this with what the project achieved for the client."],
      },
    };
  },
  insight: (id, name) => ({
    entry: {
      slug: id,
      title: name,
      summary: `Replace this with one sentence on what the article on ${name} tells a bank.`,
    },
    text: {
      body: [
        `Replace this with the article's opening paragraph on ${name}.`,
        "Replace this with the article's second paragraph.",
        "Replace this with the article's closing paragraph.",
      ],
      takeaways: ["Replace with a first takeaway", "Replace with a second takeaway"],
    },
  }),
  policy: (id, name, { today }) => ({
    entry: {
      id,
      reference: "Replace with its reference",
      title: name,
      pageTitle: name,
      menuLabel: name,
      summary: `Replace this with one sentence on what ${name} covers and whom it applies to.`,
      effectiveDate: ddmmyyyy(today),
      owner: "Replace with the policy's owner",
    },
    text: {
      appliesTo: "Replace this with whom the policy applies to.",
      sections: [
        section("Purpose", "Replace this with why the policy exists."),
        section("Scope", "Replace this with what the policy covers."),
        section("Rules", "Replace this with what the policy asks of everyone it applies to."),
        section("Reporting", "Replace this with whom to tell about a breach, and how."),
      ],
      revisions: [
        {
          version: "1.0",
          change: "First version",
          preparedBy: "Replace with who prepared it",
          reviewedBy: "Replace with who reviewed it",
          approvedBy: "Replace with who approved it",
          date: ddmmyyyy(today),
        },
      ],
    },
  }),
  ovation: (id, name, { projectCode = "" }) => ({
    entry: {
      id,
      projectCode,
      title: name,
      menuLabel: name,
      summary: `Replace this with one sentence on what ${name} celebrates.`,
      description: `Replace this with the page's description of ${name}, a downloadable PDF.`,
      pdf: `/media/docs/${id}.pdf`,
    },
    text: {
      title: name,
      subtitle: "Replace with the PDF's subtitle",
      facts: [
        { label: "Client", value: "Replace with the client's name" },
        { label: "Period", value: "Replace with when the project ran" },
        { label: "Team", value: "Replace with the team's size" },
      ],
      sections: [
        section("The project", "Replace this with what the client asked for."),
        section("What we did", "Replace this with what the team did."),
        section("The result", "Replace this with what it achieved."),
      ],
    },
  }),
};

/**
 * The first draft of the new item `type/id` named `name`: valid against its collection's
 * schemas (documentProblems accepts it when id and name pass newItemProblems), each text
 * asking to be replaced.
 */
export function newItemDocument(
  type: ItemType,
  id: string,
  name: string,
  context: NewItemContext,
): ContentDocument {
  return { type, id, data: STARTERS[type](id, name, context) };
}

const isItemType = (value: unknown): value is ItemType =>
  typeof value === "string" && (ITEM_TYPES as readonly string[]).includes(value);

/**
 * A request for a new item, checked: its type, id and name (the name trimmed), or the
 * problems of each field (`type`, `id`, `name`) in the words of its rules. Addresses are
 * checked apart (newAddressProblems), against the documents there are.
 */
export function newItemProblems(
  request: { type: unknown; id: unknown; name: unknown },
  context: NewItemContext,
): { item: ContentDocument; problems: [] } | { problems: FieldError[] } {
  const problems: FieldError[] = [];
  const { type, id } = request;
  if (!isItemType(type))
    problems.push({
      path: "type",
      message: `Choose the collection to add to: ${ITEM_TYPES.join(", ")}. The pages and the site's own documents are fixed.`,
    });
  else if (type === "ovation" && context.projectCode === undefined)
    problems.push({ path: "type", message: "An ovation celebrates a project: publish a project first." });
  if (typeof id !== "string" || id === "") problems.push({ path: "id", message: "Enter the id." });
  else if (isItemType(type)) {
    // Each id schema tells a long id only its length, before any other check runs on it.
    const refused = ID_SCHEMAS[type].safeParse(id).error?.issues[0];
    if (refused !== undefined) problems.push({ path: "id", message: `The id ${refused.message}.` });
  }
  const name = typeof request.name === "string" ? request.name.trim() : undefined;
  const nameMax = isItemType(type) ? NEW_ITEM_FORMS[type].nameMaxLength : NAME_MAX_LENGTH;
  if (name === undefined || name === "") problems.push({ path: "name", message: "Enter the name." });
  else if (name.length > nameMax)
    problems.push({ path: "name", message: `The name must be at most ${nameMax} characters.` });
  else {
    const refused = label(nameMax).safeParse(name).error?.issues[0];
    if (refused !== undefined) problems.push({ path: "name", message: `The name ${refused.message}.` });
  }
  if (problems.length > 0 || !isItemType(type) || typeof id !== "string" || name === undefined)
    return { problems };
  const item = newItemDocument(type, id, name, context);
  // The starter is made of the id, the name and fixed texts, all checked above: a problem
  // left can only be the name's inside a longer text, so it is told on the name.
  const left = documentProblems(type, id, item.data);
  if (left.length > 0)
    return { problems: left.map((problem) => ({ path: "name", message: `The name: ${problem.message}.` })) };
  return { item, problems: [] };
}
