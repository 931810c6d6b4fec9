// What the page of each kind of item shows, read from the content the page is rendered
// from: its route's loader calls these (routes/item-page.tsx). A `.server` module, so that
// React Router leaves it, and every long text it reads, out of the browser's code: the
// screens beside it import only its types.

import type { RouterContextProvider } from "react-router";
import { contentOf, textsOf } from "../content/current";
import { projectByCode, requireProject } from "../content/projects";

/** What the page of the solution `key` (/BRECON, /Instant-Payment-System …) shows (a loader's). */
export function loadSolution(key: string, context: Readonly<RouterContextProvider>) {
  const { solutions, solutionTexts } = contentOf(context);
  const solution = solutions.find((s) => s.key === key);
  if (solution === undefined) throw new Error(`No solution for the page "${key}"`);
  return { solution, text: textsOf(solutionTexts, key, "solution text") };
}

/** What the case study of the project `code` shows (a loader's). */
export function loadProject(code: string, context: Readonly<RouterContextProvider>) {
  const { projects, projectTexts } = contentOf(context);
  return { project: requireProject(code, projects), text: textsOf(projectTexts, code, "project text") };
}

/** What the page of the policy `id` shows, from the content it is rendered from (a loader's). */
export function loadPolicy(id: string, context: Readonly<RouterContextProvider>) {
  const { policies, policyTexts } = contentOf(context);
  const policy = policies.find((p) => p.id === id);
  if (policy === undefined) throw new Error(`No policy "${id}"`);
  return { policy, text: textsOf(policyTexts, id, "policy text") };
}

/**
 * What the page of the ovation `id` shows (a loader's): the title and subtitle of its
 * document, not the whole document, which only its PDF prints.
 */
export function loadOvation(id: string, context: Readonly<RouterContextProvider>) {
  const { ovations, ovationDocuments, projects } = contentOf(context);
  const ovation = ovations.find((o) => o.id === id);
  if (ovation === undefined) throw new Error(`No ovation "${id}"`);
  const { title, subtitle } = textsOf(ovationDocuments, id, "ovation document");
  const project = projectByCode(ovation.projectCode, projects);
  return {
    ovation,
    pdfContent: { title, subtitle },
    project: project === undefined ? null : { code: project.code, name: project.name },
  };
}
