/**
 * Light and dark theme: the choice lives in localStorage under one key and is
 * applied as a class on <html>. With no stored choice the system preference
 * decides, and dark wins when the system states none.
 */
export const THEME_STORAGE_KEY = "car-mechanic-ai:theme";

export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * Runs inline in <head> before the body is parsed, so the first paint already
 * has the right theme. Keep it tiny and dependency-free: it is a string.
 */
export const themeBootScript = `(function(){var d=document.documentElement,t;try{t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: light)").matches?"light":"dark"}d.classList.add(t);d.style.colorScheme=t})()`;

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

function paint(theme: Theme) {
  const root = document.documentElement;
  // Switch with transitions off, so colours change at once rather than fading
  // element by element; re-enable them once the new styles are computed.
  root.classList.add("theme-switching");
  root.classList.remove(theme === "dark" ? "light" : "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
  void window.getComputedStyle(root).color;
  window.setTimeout(() => root.classList.remove("theme-switching"), 0);
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be disabled (private modes, policies): the theme still
    // applies to this page, it just is not remembered.
  }
  paint(theme);
}

function onStorage(event: StorageEvent) {
  // Another tab changed the theme.
  if (event.key === THEME_STORAGE_KEY && isTheme(event.newValue)) paint(event.newValue);
}

function onSystemChange(event: MediaQueryListEvent) {
  // Follow the system only while the visitor has not chosen.
  if (!storedTheme()) paint(event.matches ? "light" : "dark");
}

export function subscribeToTheme(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia("(prefers-color-scheme: light)");
  if (listeners.size === 1) {
    window.addEventListener("storage", onStorage);
    media.addEventListener("change", onSystemChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("storage", onStorage);
      media.removeEventListener("change", onSystemChange);
    }
  };
}

export const getThemeSnapshot = currentTheme;
