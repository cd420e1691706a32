import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A native <details> disclosure works without JavaScript; once hydrated this
 * adds what people expect of a menu: Escape closes it (focus returns to its
 * button), a click outside closes it, and so does following one of its links.
 */
export function useDismissableDetails<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger: any navigation closes the menu
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (returnFocus: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (returnFocus) details.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) close(false);
    };
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return ref;
}
