import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { VerdictBadge } from "~/components/diagnostics/verdict";
import { MarkedText } from "~/components/search/search-results";
import { MAX_QUERY_LENGTH, resultKindLabels, type SearchResponse, type SearchResult } from "~/search/types";
import type { ComboboxProps } from "./header-search";

/**
 * The header box's instant results, loaded on its first focus
 * (header-search.tsx): the WAI-ARIA 1.2 combobox pattern with a listbox popup.
 * The input stays the header's own element; this makes it a combobox, handles
 * its keys and renders the list, a "No results" note and a polite live region
 * saying how many results came. Each pause in typing of 150 ms asks
 * /api/search for eight results (typing=1: half-typed words are not counted as
 * misses), and each request aborts the one before.
 */
const DEBOUNCE_MS = 150;
const LIMIT = 8;
const LIST_ID = "site-search-results";
const optionId = (index: number) => `site-search-option-${index}`;
const boxOf = (form: ComboboxProps["form"]) => form.current!.elements.namedItem("q") as HTMLInputElement;

type Answer = {
  /** The query the results answer (trimmed), "" when the box is empty. */
  query: string;
  results: SearchResult[];
  /** The list, or the "No results" note, is showing. */
  open: boolean;
  /** The option chosen with the arrow keys, -1 for none. */
  active: number;
  failed: boolean;
};

const empty: Answer = { query: "", results: [], open: false, active: -1, failed: false };

function countText({ results, failed }: Answer) {
  if (failed) return "Instant results are unavailable. Press Enter to search.";
  return results.length === 0 ? "No results" : results.length === 1 ? "1 result" : `${results.length} results`;
}

export function HeaderSearchCombobox({ form }: ComboboxProps) {
  const [answer, setAnswer] = useState<Answer>(empty);
  const latest = useRef(answer);
  latest.current = answer;
  const popup = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const listOpen = answer.open && answer.results.length > 0;

  // The box becomes a combobox here, not in the server HTML: without this chunk it is a plain search box.
  useEffect(() => {
    const box = boxOf(form);
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", LIST_ID);
    // Here rather than in the server HTML, which would bring the search's types to every page;
    // without JavaScript a longer query gets the /search page's message.
    box.maxLength = MAX_QUERY_LENGTH;
    const popover = form.current!;
    // The narrow screens' toggle: the browser exposes whether a popover is open only to assistive technology.
    const toggle = document.querySelector(`[popovertarget="${popover.id}"]`);
    const onToggle = () => toggle?.setAttribute("aria-expanded", String(popover.matches(":popover-open")));
    onToggle();
    popover.addEventListener("toggle", onToggle);
    return () => popover.removeEventListener("toggle", onToggle);
  }, [form]);

  useEffect(() => {
    const box = boxOf(form);
    const active = listOpen && answer.active >= 0 ? optionId(answer.active) : null;
    box.setAttribute("aria-expanded", String(listOpen));
    if (active) {
      box.setAttribute("aria-activedescendant", active);
      document.getElementById(active)?.scrollIntoView({ block: "nearest" });
    } else box.removeAttribute("aria-activedescendant");
  }, [form, listOpen, answer.active]);

  // A navigation closes the list, and the popover it is in; mounting, often right after the popover opened, does not.
  const page = `${location.pathname}${location.search}${location.hash}`;
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    setAnswer((current) => ({ ...current, open: false, active: -1 }));
    if (form.current?.matches(":popover-open")) form.current.hidePopover();
  }, [form, page]);

  useEffect(() => {
    const box = boxOf(form);
    const popover = form.current!;
    const list = popup.current!;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const update = (change: Partial<Answer>) => setAnswer((current) => ({ ...current, ...change }));
    const close = () => update({ open: false, active: -1 });
    // Drops the search waiting for a pause and the one on its way: neither may answer now.
    const cancel = () => {
      clearTimeout(timer);
      request?.abort();
      request = undefined;
    };

    const search = () => {
      const typed = box.value;
      const query = typed.trim();
      cancel();
      if (!query) {
        setAnswer(empty);
        return;
      }
      const current = new AbortController();
      request = current;
      // Sent as typed: what its spaces mean is the server's to read (request.ts).
      const params = new URLSearchParams({ q: typed, limit: String(LIMIT), typing: "1" });
      fetch(`/api/search?${params}`, { signal: current.signal, headers: { Accept: "application/json" } })
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<SearchResponse>;
        })
        .then(
          ({ results }) => {
            // Not an answer that arrived as the next request set off: that one is old already.
            if (request === current) setAnswer({ ...empty, query, results, open: document.activeElement === box });
          },
          () => {
            if (request === current) setAnswer({ ...empty, query, open: document.activeElement === box, failed: true });
          },
        );
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(search, DEBOUNCE_MS);
      // The option chosen belonged to the words before this key.
      if (latest.current.active >= 0) update({ active: -1 });
    };
    const go = (url: string) => {
      close();
      if (popover.matches(":popover-open")) popover.hidePopover();
      navigate(url);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const { open, active, results } = latest.current;
      const count = results.length;
      switch (event.key) {
        case "ArrowDown":
        case "ArrowUp": {
          if (count === 0) return;
          event.preventDefault();
          const down = event.key === "ArrowDown";
          if (!open) update({ open: true, active: down ? 0 : count - 1 });
          else update({ active: down ? (active + 1) % count : active <= 0 ? count - 1 : active - 1 });
          return;
        }
        case "Enter": {
          // With no option chosen the form submits: every result, at /search.
          const chosen = open ? results[active] : undefined;
          if (chosen) {
            event.preventDefault();
            go(chosen.url);
          } else {
            cancel();
            close();
          }
          return;
        }
        case "Escape":
          // The first Escape closes the list, the second clears the box; on a narrow screen a third closes the popover.
          if (open) {
            event.preventDefault();
            close();
          } else if (box.value) {
            event.preventDefault();
            cancel();
            box.value = "";
            setAnswer(empty);
          }
          return;
        case "Tab":
          close();
      }
    };
    const onFocus = () => {
      const { query, open } = latest.current;
      if (!open && query && query === box.value.trim()) update({ open: true });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && popover.contains(event.relatedTarget))) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && popover.contains(event.target))) close();
    };
    // Pressing on the list keeps the focus in the box, so the list is still there for the click.
    const keepFocus = (event: MouseEvent) => event.preventDefault();

    box.addEventListener("input", onInput);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("focus", onFocus);
    popover.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    list.addEventListener("mousedown", keepFocus);
    // Words typed while this chunk was loading.
    if (box.value.trim()) search();
    return () => {
      cancel();
      box.removeEventListener("input", onInput);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("focus", onFocus);
      popover.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
      list.removeEventListener("mousedown", keepFocus);
    };
  }, [form, navigate]);

  const noResults = answer.open && answer.results.length === 0 && answer.query !== "";
  const choose = () => {
    setAnswer((current) => ({ ...current, open: false, active: -1 }));
    if (form.current?.matches(":popover-open")) form.current.hidePopover();
  };
  return (
    <>
      <div role="status" className="sr-only">
        {answer.query ? countText(answer) : ""}
      </div>
      <div
        ref={popup}
        hidden={!listOpen && !noResults}
        className="site-search-popup mt-1 rounded-lg border border-border bg-card p-1 text-left shadow-lg"
      >
        <div id={LIST_ID} role="listbox" aria-label="Search results" hidden={!listOpen} data-query={answer.query}>
          {answer.results.map((result, index) => (
            <Option key={result.url} result={result} index={index} active={index === answer.active} onChoose={choose} />
          ))}
        </div>
        {noResults ? (
          <p className="px-3 py-2 text-sm text-muted">
            {answer.failed ? countText(answer) : `No results for “${answer.query}”. Press Enter to search every page.`}
          </p>
        ) : null}
      </div>
    </>
  );
}

function Option({
  result,
  index,
  active,
  onChoose,
}: {
  result: SearchResult;
  index: number;
  active: boolean;
  onChoose: () => void;
}) {
  return (
    <Link
      id={optionId(index)}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      to={result.url}
      onClick={onChoose}
      data-search-option={result.kind}
      className="block rounded-md px-3 py-2 text-foreground hover:bg-border/40 aria-selected:bg-border/70"
    >
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-muted">
        <span className="uppercase tracking-wide">{resultKindLabels[result.kind]}</span>
        {result.system ? <span>{result.system.name}</span> : null}
        {result.verdict ? <VerdictBadge verdict={result.verdict} /> : null}
      </span>
      <span className="mt-0.5 block font-semibold">
        <MarkedText text={result.title} marks={result.titleMarks} />
      </span>
      {result.snippet ? (
        <span className="mt-0.5 line-clamp-2 text-sm text-muted">
          <MarkedText text={result.snippet} marks={result.snippetMarks} />
        </span>
      ) : null}
    </Link>
  );
}
