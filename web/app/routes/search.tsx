import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/search";
import { PageHeader } from "../components/PageHeader";
import { useHydrated } from "../forms/useHydrated";
import { contentOf, pagesIn } from "../content/current";
import { pageTextOf } from "../page-text";
import { pathTo } from "../route-paths";
import { MAX_HITS, searchSite, type SearchHit } from "../search/pagefind";
import { SEARCH_QUERY, searchPageUrl } from "../search/search-url";
import { routeMeta } from "../seo";
import { usePage } from "../use-page";
import screens from "./screens.module.css";
import styles from "./search.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** Every page the search finds, by its published title: the list shown before a query. */
export function loader({ context }: Route.LoaderArgs) {
  const content = contentOf(context);
  return {
    pages: pagesIn(context)
      .searchablePages()
      .map((page) => ({
        path: page.path,
        title: pageTextOf(content, page.texts).title,
      })),
  };
}

// A new query is the browser's to answer (Pagefind): the list of pages does not change.
export const shouldRevalidate = () => false;

/** The last search that ended: its hits, or that Pagefind could not load. */
type Finished = { query: string; hits: SearchHit[] } | { query: string; failed: true };

type Search =
  | { state: "none" }
  | { state: "searching"; query: string }
  | { state: "found"; query: string; hits: SearchHit[] }
  | { state: "failed"; query: string };

/**
 * Full-text search over every public page (Pagefind's index, loaded only here and only
 * when there is a query). Without JavaScript, or before a query, the page lists every
 * page of the site instead, so the form still leads somewhere.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const page = usePage();
  const [params] = useSearchParams();
  // Read once hydrated: the prerendered page has no query, so the first render has none either.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get(SEARCH_QUERY) ?? "").trim() : "";
  const [finished, setFinished] = useState<Finished>();
  const id = useId();

  useEffect(() => {
    if (query === "") return;
    let current = true;
    searchSite(query).then(
      (hits) => current && setFinished({ query, hits }),
      (error: unknown) => {
        console.warn("The site search could not load", error);
        if (current) setFinished({ query, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  const search: Search =
    query === ""
      ? { state: "none" }
      : finished?.query !== query
        ? { state: "searching", query }
        : "failed" in finished
          ? { state: "failed", query }
          : { state: "found", query, hits: finished.hits };

  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <div className={`${screens.page} container`}>
        <SearchForm key={query} query={query} inputId={`${id}-words`} />
        <p role="status" aria-live="polite" className={styles.status}>
          {statusText(search)}
        </p>
        {search.state === "found" && search.hits.length > 0 ? (
          <section aria-labelledby={`${id}-results`}>
            <h2 id={`${id}-results`} className="visually-hidden">
              Results
            </h2>
            <ol className={styles.hits}>
              {search.hits.map((hit) => (
                <li key={hit.url} className={styles.hit}>
                  <h3 className={styles.hitTitle}>
                    <a href={hit.url}>{hit.title}</a>
                  </h3>
                  {/* Pagefind's excerpt of our own text, escaped, with the matches in <mark>. */}
                  <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        {search.state === "none" || search.state === "failed" ? (
          <section aria-labelledby={`${id}-all`}>
            <h2 id={`${id}-all`}>Every page of the site</h2>
            <ul className={styles.all}>
              {loaderData.pages.map((listed) => (
                <li key={listed.path}>
                  <a href={listed.path}>{listed.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

function statusText(search: Search): string {
  switch (search.state) {
    case "none":
      return "";
    case "searching":
      return `Searching for “${search.query}”…`;
    case "failed":
      return "The search could not load just now. Every page of the site is listed below.";
    case "found": {
      const count = search.hits.length;
      if (count === 0) return `No page says “${search.query}”. Try other words.`;
      const more = count === MAX_HITS ? ` (the first ${MAX_HITS})` : "";
      return `${count} page${count === 1 ? "" : "s"} found for “${search.query}”${more}.`;
    }
  }
}

/** The query box: its words are the query's until the visitor types (keyed by the query, so a new one starts afresh). */
function SearchForm({ query, inputId }: { query: string; inputId: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(query);

  function onSubmit(event: FormEvent) {
    // With the script, the results come in place; without it, the form's GET loads this page.
    event.preventDefault();
    Promise.resolve(navigate(searchPageUrl(typed))).catch((error: unknown) =>
      console.error("Navigation failed", error),
    );
  }

  return (
    <form role="search" action={pathTo("search")} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId}>Words to find</label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="search"
          name={SEARCH_QUERY}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          enterKeyHint="search"
          autoComplete="off"
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </div>
    </form>
  );
}
