// The navbar's search box (components/SiteSearch.tsx) as an editable combobox with a list
// of suggestions (WAI-ARIA combobox pattern), following the spec: labels that contain the
// query; choosing one sets the query to its label and opens its page; submitting an exact
// label opens its page; last in the list, while the query is non-empty, "Search the site
// for …" opens the full-text results, as does a submit that names no label. The list hides
// on Escape, a click outside, a choice and a submit. Without this script (or before it
// runs, or if the suggestions fail to load) the form is a plain GET of /search.

import { SITE_SEARCH } from "./markers";
import type * as Suggestions from "./suggestions";

type Index = Suggestions.SuggestionIndex;
type Suggestion = Suggestions.SearchSuggestion;

export function enhanceSiteSearch(
  document: Document,
  load: () => Promise<Index> = () => import("./suggestions").then((chunk) => chunk.loadSuggestions()),
): void {
  const form = document.querySelector<HTMLFormElement>(`form[${SITE_SEARCH}]`);
  const input = form?.querySelector<HTMLInputElement>("[role=combobox]");
  const list = form?.querySelector<HTMLElement>("[role=listbox]");
  const status = form?.querySelector<HTMLElement>("[role=status]");
  if (!form || !input || !list || !status) return;
  let loading: Promise<Index> | undefined;
  const ready = () => (loading ??= load());
  let options: Suggestion[] = [];
  let fullText: Suggestion | undefined;
  let active = -1;

  const match = (index: Index) => {
    const suggestions = index.matchSuggestions(input.value);
    fullText = index.siteSearchOption(input.value);
    options = fullText ? [...suggestions, fullText] : suggestions;
    return suggestions.length;
  };
  const render = (open: boolean, count = options.length - 1) => {
    const expanded = open && options.length > 0;
    input.setAttribute("aria-expanded", String(expanded));
    list.hidden = !expanded;
    list.replaceChildren(
      ...options.map((option, index) => {
        const element = document.createElement("div");
        element.id = `${list.id}-${index}`;
        element.setAttribute("role", "option");
        element.setAttribute("aria-selected", String(index === active));
        element.className = list.dataset.optionClass ?? "";
        element.textContent = option.label;
        return element;
      }),
    );
    if (expanded && active >= 0) input.setAttribute("aria-activedescendant", `${list.id}-${active}`);
    else input.removeAttribute("aria-activedescendant");
    status.textContent = expanded
      ? `${count} suggestion${count === 1 ? "" : "s"}, and a search of the whole site`
      : "";
  };
  const close = () => {
    active = -1;
    render(false);
  };
  const go = (chosen: Suggestion) => {
    // The full-text option keeps the words the visitor typed.
    if (chosen !== fullText) input.value = chosen.label;
    close();
    document.defaultView?.location.assign(chosen.route);
  };

  input.addEventListener("focus", () => void ready().catch(() => {}));
  input.addEventListener("input", () => {
    ready().then(
      (index) => {
        active = -1;
        render(true, match(index));
      },
      () => {},
    );
  });
  input.addEventListener("keydown", (event) => {
    const expanded = input.getAttribute("aria-expanded") === "true";
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const down = event.key === "ArrowDown";
      void ready().then((index) => {
        const count = match(index);
        if (options.length === 0) return;
        active = !expanded
          ? down
            ? 0
            : options.length - 1
          : (active + (down ? 1 : -1) + options.length) % options.length;
        render(true, count);
      });
    } else if (event.key === "Escape" && (expanded || input.value !== "")) {
      event.preventDefault();
      event.stopPropagation();
      if (expanded) close();
      else input.value = "";
    }
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const picked = active >= 0 ? options[active] : undefined;
    ready().then(
      (index) => {
        match(index);
        const chosen = picked ?? index.exactMatch(input.value) ?? fullText;
        close();
        if (chosen) go(chosen);
      },
      // The suggestions could not load: the form does what it does without script.
      () => form.submit(),
    );
  });
  // Keep focus in the input: a mousedown on an option would otherwise blur it.
  list.addEventListener("mousedown", (event) => event.preventDefault());
  list.addEventListener("click", (event) => {
    const option = (event.target as Element).closest("[role=option]");
    const chosen = option ? options[[...list.children].indexOf(option)] : undefined;
    if (chosen) go(chosen);
  });
  document.addEventListener("pointerdown", (event) => {
    if (!form.contains(event.target as Node) && !list.hidden) close();
  });
}
