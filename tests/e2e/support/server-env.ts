/** Addresses the test server is started with (global-setup.ts), for the specs that rely on them. */

/** FEEDBACK_INBOX: receives a notification of each feedback submission. */
export const FEEDBACK_INBOX = "feedback-inbox@example.test";
/** In ADMIN_EMAILS: the feedback spec's administrator. */
export const FEEDBACK_ADMIN = "feedback-admin@example.test";
/** In ADMIN_EMAILS too: the administrator the page-level checks sign up to open the feedback inbox. */
export const PAGE_CHECKS_ADMIN = "pages-admin@example.test";
/** In ADMIN_EMAILS too: the search spec's administrator, who reads /admin/search. */
export const SEARCH_ADMIN = "search-admin@example.test";
