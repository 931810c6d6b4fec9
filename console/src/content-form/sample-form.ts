// For the unit tests only: a small document's form, as documentForm would make it (an
// object with an enum, an optional field, a list of objects, and a list of blocks that are
// a paragraph or a list), its data, and the server's answer for it. Nothing here ships:
// only *.test.ts(x) files import it.

import type { ContentDocumentAnswer } from "@site/contracts/staff";

export const SAMPLE_FORM = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  type: "object",
  properties: {
    title: { type: "string", maxLength: 80, title: "Title", description: "The page's heading." },
    kind: {
      type: "string",
      enum: ["guide", "news"],
      title: "Kind of page",
      description: "What sort of page it is.",
    },
    subtitle: {
      type: "string",
      maxLength: 120,
      title: "Subtitle",
      description: "A line under the heading.",
    },
    questions: {
      type: "array",
      minItems: 1,
      maxItems: 3,
      title: "Questions and answers",
      description: "The questions, in order.",
      items: {
        type: "object",
        title: "Question",
        description: "One question with its answer.",
        properties: {
          question: { type: "string", maxLength: 140, title: "Question", description: "Ends with '?'." },
          answer: {
            type: "string",
            maxLength: 10000,
            title: "Answer",
            description: "Two to five sentences.",
          },
        },
        required: ["question", "answer"],
        additionalProperties: false,
      },
    },
    body: {
      type: "array",
      minItems: 1,
      maxItems: 40,
      title: "Text",
      description: "Paragraphs and lists.",
      items: {
        title: "Block",
        description: "A paragraph, or a list of points.",
        anyOf: [
          { type: "string", maxLength: 10000, title: "Paragraph" },
          {
            type: "object",
            title: "List",
            properties: {
              list: {
                type: "array",
                minItems: 1,
                maxItems: 30,
                title: "Points",
                description: "The list's points.",
                items: { type: "string", maxLength: 10000, title: "Point", description: "One point." },
              },
              ordered: { type: "boolean", title: "Numbered list", description: "Tick to number the points." },
            },
            required: ["list"],
            additionalProperties: false,
          },
        ],
      },
    },
  },
  required: ["title", "kind", "questions", "body"],
  additionalProperties: false,
};

export const SAMPLE_DATA = {
  title: "Help",
  kind: "guide",
  questions: [
    { question: "Who are you?", answer: "We build banking software." },
    { question: "Where are you?", answer: "In Salem." },
  ],
  body: ["First paragraph."],
};

/** `page/help`, published at version 3 without a draft, unless `change` says otherwise. */
export const sampleAnswer = (change: Partial<ContentDocumentAnswer> = {}): ContentDocumentAnswer => ({
  type: "page",
  id: "help",
  label: "Help page",
  version: 3,
  draft: null,
  published: SAMPLE_DATA,
  updatedAt: "2025-08-01T09:00:00Z",
  updatedBy: "Ravi Kumar",
  form: SAMPLE_FORM,
  pages: ["/help"],
  ...change,
});
