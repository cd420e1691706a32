import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

// The root ErrorBoundary renders the 404 page; a component is needed only so
// client-side navigations to unknown paths reach the loader as well.
export default function NotFound() {
  return null;
}
