/** The door to the "Dangerous Car Problems" list: data and types (the zod schema stays out, for tests). */
export { dangerousProblems } from "./problems";
export type { DangerousProblem } from "./schema";
