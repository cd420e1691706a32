import type { AnswerNode, EmergencyNode, QuestionNode } from "./schema";
import { emergencyNodes } from "./tree";

const byId = new Map<string, EmergencyNode>(emergencyNodes.map((node) => [node.id, node]));

export function getEmergencyNode(id: string) {
  return byId.get(id);
}

/** The path of question titles that leads to a node, for the breadcrumb-like "you said" trail. */
export function parentsOf(id: string): QuestionNode[] {
  const parents: QuestionNode[] = [];
  let current = id;
  for (let guard = 0; guard < 20 && current !== "start"; guard += 1) {
    const parent = emergencyNodes.find(
      (node): node is QuestionNode => node.kind === "question" && node.options.some((option) => option.next === current),
    );
    if (!parent) break;
    parents.unshift(parent);
    current = parent.id;
  }
  return parents;
}

export type { AnswerNode, EmergencyNode, QuestionNode };
