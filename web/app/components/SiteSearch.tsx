import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import {
  exactMatch,
  matchSuggestions,
  siteSearchOption,
  type SearchSuggestion,
} from "../content/search-index";
import { pathTo } from "../route-paths";
import { SEARCH_QUERY } from "../search/search-url";
import styles from "./SiteSearch.module.css";

/**
 * The navbar's site search: an editable combobox with a list of suggestions (WAI-ARIA
 * combobox pattern). Suggestions follow the spec: labels that contain the query; choosing
 * one sets the query to its label and navigates; submitting an exact label opens its page.
 * Last in the list, while the query is non-empty, "Search the site for …" opens the
 * full-text results (/search?q=…), as does a submit that names no label. The list hides on
 * a click outside, on a choice and after a submit. Before the script runs (or without it),
 * the form is a plain GET of the results page.
 */
export function SiteSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const suggestions = matchSuggestions(query);
  const fullText = siteSearchOption(query);
  const options = fullText ? [...suggestions, fullText] : suggestions;
  const expanded = open && options.length > 0;

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded]);

  function go(suggestion: SearchSuggestion) {
    // The full-text option keeps the words the visitor typed.
    if (suggestion !== fullText) setQuery(suggestion.label);
    setOpen(false);
    setActive(-1);
    // Spec: navigation failures are only logged.
    Promise.resolve(navigate(suggestion.route)).catch((error: unknown) =>
      console.error("Navigation failed", error),
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = (active >= 0 ? options[active] : exactMatch(query)) ?? fullText;
    setOpen(false);
    if (chosen) go(chosen);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : options.length - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (query !== "") {
        event.preventDefault();
        event.stopPropagation();
        setQuery("");
      }
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      action={pathTo("search")}
      method="get"
      className={styles.search}
      onSubmit={onSubmit}
      aria-label="Site"
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search this site
      </label>
      <input
        id={`${id}-input`}
        name={SEARCH_QUERY}
        // Text, not type=search: HTML allows role=combobox on a text input only (the
        // WAI-ARIA combobox pattern). The form's role=search and these hints keep what
        // type=search gave: a search key on phone keyboards.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className={styles.input}
        placeholder="Search this site"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit}>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
          <circle cx="8.5" cy="8.5" r="5.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
      <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!expanded}>
        {options.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the combobox pattern: focus stays in the input, which takes the keys and points at the active option (aria-activedescendant)
          <div
            key={suggestion.route}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keep focus in the input: a mousedown on an option would otherwise blur it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion)}
          >
            {suggestion.label}
          </div>
        ))}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded
          ? `${suggestions.length} suggestion${suggestions.length === 1 ? "" : "s"}, and a search of the whole site`
          : ""}
      </p>
    </form>
  );
}
