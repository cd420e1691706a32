/**
 * Registers the service worker (/sw.js, app/service-worker/worker.ts) once the
 * page has finished loading, so its install never competes with the page's own
 * requests. Production builds only: the development server has no sw.js, and
 * a worker would keep stale modules around. docs/decisions/0020.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, storage off) just has no offline copies.
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
