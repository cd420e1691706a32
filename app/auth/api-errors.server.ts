import { isAPIError } from "better-auth/api";

/** better-auth's error code for a failed call (e.g. INVALID_EMAIL_OR_PASSWORD), or undefined for other errors. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: string } | undefined;
  return body?.code ?? String(error.statusCode);
}
