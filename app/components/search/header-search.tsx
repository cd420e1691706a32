import { Search } from "lucide-react";
import { type ComponentType, type RefObject, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { iconButtonClass } from "~/components/ui/button";

/**
 * The search box in every page's header: a GET form to /search, so it works
 * without JavaScript. Under 640 px the form is a popover that the icon button
 * opens: the platform's own toggle, no script needed (app.css places it).
 * Everything else, the instant results as a WAI-ARIA combobox, is a chunk of
 * its own (header-search-combobox.tsx) loaded when the box is first focused;
 * "/" focuses it. Every page ships only this file: decision 22.
 */
const SEARCH_FORM_ID = "site-search";
const SEARCH_INPUT_ID = "site-search-input";
export type ComboboxProps = { form: RefObject<HTMLFormElement | null> };

export function HeaderSearch() {
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps>>();
  // Offline, or after a new deployment, the chunk may not load: the form still submits, and the next focus tries again.
  const load = () => {
    import("./header-search-combobox").then(
      (module) => setCombobox(() => module.HeaderSearchCombobox),
      () => {},
    );
  };

  useEffect(() => {
    // "/" focuses the box from anywhere, unless the visitor is typing in another field.
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        event.key !== "/" ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.defaultPrevented ||
        target.isContentEditable ||
        /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
      )
        return;
      event.preventDefault();
      if (getComputedStyle(form.current!).display === "none") form.current!.showPopover();
      input.current!.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={SEARCH_FORM_ID}
        aria-label="Search"
        className={`${iconButtonClass} sm:hidden`}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <Form
        ref={form}
        id={SEARCH_FORM_ID}
        popover="auto"
        onToggle={(event) => event.newState === "open" && input.current!.focus()}
        method="get"
        action="/search"
        role="search"
        aria-label="Site"
      >
        <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
          Search the site
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={input}
            id={SEARCH_INPUT_ID}
            type="search"
            name="q"
            placeholder="Search the site"
            autoComplete="off"
            enterKeyHint="search"
            aria-keyshortcuts="/"
            onFocus={load}
            onInput={load}
            className="h-10 w-full rounded-md border border-border bg-card pl-8 pr-3 text-sm text-foreground placeholder:text-muted"
          />
        </div>
        {Combobox ? <Combobox form={form} /> : null}
      </Form>
    </>
  );
}
