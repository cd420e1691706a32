import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("faq", "routes/faq.tsx"),
  route("common-problems", "routes/common-problems.tsx"),
  route("manufacturers/:slug", "routes/manufacturer.tsx"),
  route("diagnostics", "routes/diagnostics-index.tsx"),
  route("diagnostics/:system", "routes/diagnostic-system.tsx"),
  route("diagnostics/:system/:problem", "routes/diagnostic-problem.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.ts"),
  route("auth/verified", "routes/auth-verified.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("account", "routes/account.tsx"),
  route("glossary", "routes/glossary.tsx"),
  route("glossary/letter/:letter", "routes/glossary-letter.tsx"),
  route("glossary/:term", "routes/glossary-term.tsx"),
  route("codes", "routes/codes.tsx"),
  route("codes/group/:group", "routes/code-group.tsx"),
  route("codes/:code", "routes/code.tsx"),
  // My vehicle: VIN decoding and the picker, and one page per vehicle (docs/decisions/0025).
  route("vehicles", "routes/vehicles.tsx"),
  route("vehicles/garage", "routes/vehicles-garage.tsx"),
  route("vehicles/:year/:make/:model", "routes/vehicle.tsx"),
  route("dangerous-problems", "routes/dangerous-problems.tsx"),
  route("emergency-diagnostic/:node?", "routes/emergency.tsx"),
  route("quiz", "routes/quiz.tsx"),
  route("quiz/round", "routes/quiz-round.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("api/feedback", "routes/api-feedback.ts"),
  route("admin/feedback", "routes/admin-feedback.tsx"),
  // Site search: the results page, its JSON twin and the searches that found nothing (docs/decisions/0022).
  route("search", "routes/search.tsx"),
  route("api/search", "routes/api-search.ts"),
  route("admin/search", "routes/admin-search.tsx"),
  route("api/auth/*", "routes/api-auth.ts"),
  // The dev mailbox keeps its first address, /dev/outbox, which the README and quick start give.
  route("dev/outbox/:file?", "routes/dev-mailbox.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemap/:part", "routes/sitemap-part.ts"),
  route("healthz", "routes/healthz.ts"),
  // What the service worker shows offline for a page it has not stored (docs/decisions/0020).
  route("offline", "routes/offline.tsx"),
  // Anything else is a 404 rendered by the root error boundary, inside the site layout.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
