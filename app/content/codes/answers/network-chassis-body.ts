import type { CodeAnswer } from "../schema";

export const answers: CodeAnswer[] = [];
