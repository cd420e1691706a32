/** The site's text input and select look (apart from Field, so pages with a filter need not load the form code). */
export const inputClass =
  "block w-full min-h-11 rounded-md border border-border bg-background px-3 py-2 text-base text-foreground placeholder:text-muted aria-invalid:border-red-600 dark:aria-invalid:border-red-400";
