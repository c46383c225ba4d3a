import { descKey, describedKinds, resolveId, resolveKey } from "../../engine/index.ts";
import { type Place, writtenKeys } from "./places.ts";
import type { Finding } from "./problem.ts";

interface Named {
  /** How a sentence calls it: `section id "citizenship"`, `key "citizenship"`. */
  readonly what: string;
  /** How a sentence calls it as the other one: `id of the section`, `key of the select question`. */
  readonly role: string;
  readonly place: Place;
  readonly pointer: string;
  readonly isKey: boolean;
}

/** The HTML ids a node gives the page (resolved like keys in a repeat instance), each with where it is written. */
function idsOf(place: Place): [string, Named][] {
  const { node, scope, pointer } = place;
  if (node.kind === "section" || node.kind === "tabs" || node.kind === "reveal") {
    return [[resolveId(scope, node.id), { what: `${node.kind} id "${node.id}"`, role: `id of the ${node.kind}`, place, pointer: `${pointer}/id`, isKey: false }]];
  }
  // A question's element has its key as id; a `_desc` companion has no element.
  const own = "key" in node && describedKinds.has(node.kind) ? descKey(String(node.key)) : undefined;
  return writtenKeys(place)
    .filter((w) => w.relative !== own)
    .map((w) => [resolveKey(scope, w.relative), { what: `key "${w.relative}"`, role: `key of the ${node.kind} question`, place, pointer: w.pointer, isKey: true }]);
}

/**
 * Sections, tabs, reveals and questions become HTML ids (a section's heading, a summary link's
 * target /{page}#{key}), and the printed application shows every page at once, so an id must be
 * unique in the whole form: the citizenship section once had the id of the citizenship question.
 * Two questions with one key are the key checks' business (sharedKeys.ts); a clash with a key is
 * reported on the section, tabs or reveal, which are the ones free to be renamed.
 */
export function checkHtmlIds(all: readonly Place[]): Finding[] {
  const ids = all.flatMap(idsOf);
  const findings: Finding[] = [];
  const first = new Map<string, Named>();
  for (const [id, named] of ids) {
    const seen = first.get(id);
    if (!seen) first.set(id, named);
    else if (!(seen.isKey && named.isKey)) {
      const [other, here] = named.isKey ? [named, seen] : [seen, named];
      const where = other.place.file === here.place.file ? other.pointer : `${other.place.file} ${other.pointer}`;
      findings.push({ file: here.place.file, pointer: here.pointer, message: `${here.what} is also the ${other.role} at ${where}; sections, tabs, reveals and question keys become HTML ids, which must be unique` });
    }
  }
  return findings;
}
