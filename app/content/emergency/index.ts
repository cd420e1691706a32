import type { AnswerNode, EmergencyNode, QuestionNode } from "./schema";
import { emergencyNodes } from "./tree";

/**
 * The door to the emergency roadside tree: its nodes and the queries its
 * pages need. Nothing runs at import time (the id index is built on first use)
 * so the bundler keeps only what a page uses: docs/decisions/0014.
 */
let byId: Map<string, EmergencyNode> | undefined;

export function getEmergencyNode(id: string) {
  byId ??= new Map(emergencyNodes.map((node) => [node.id, node]));
  return byId.get(id);
}

/** The path of question titles that leads to a node, for the breadcrumb-like "you said" trail. */
export function parentsOf(id: string): QuestionNode[] {
  const parents: QuestionNode[] = [];
  let current = id;
  for (let guard = 0; guard < 20 && current !== "start"; guard += 1) {
    const parent = emergencyNodes.find(
      (node): node is QuestionNode =>
        node.kind === "question" && node.options.some((option) => option.next === current),
    );
    if (!parent) break;
    parents.unshift(parent);
    current = parent.id;
  }
  return parents;
}

/**
 * The questions the visitor answered on the way to a node. Nodes reachable by
 * more than one route (a flashing check-engine light from "warning lights" or
 * from "stalling") carry the route taken in the URL as `via`: question ids
 * from "start", dot-separated. A `via` that does not lead to the node (edited
 * or stale) falls back to the first route in the tree.
 */
export function trailTo(id: string, via: string | null | undefined): QuestionNode[] {
  if (via) {
    const steps = via.split(".").map((step) => getEmergencyNode(step));
    const leadsHere = steps.every((step, index) => {
      const next = index + 1 < steps.length ? steps[index + 1]?.id : id;
      return step?.kind === "question" && step.options.some((option) => option.next === next);
    });
    if (steps[0]?.id === "start" && leadsHere) return steps as QuestionNode[];
  }
  return parentsOf(id);
}

/** The `via` value for links onward from a node reached by `trail`. */
export function viaFor(trail: readonly { id: string }[], nodeId: string) {
  return [...trail.map((step) => step.id), nodeId].join(".");
}

export type { AnswerNode, EmergencyNode, QuestionNode };
export { emergencyNodes };
