import { afterAll, expect, it } from "vitest";
import { pageIds } from "../../../schema/generated/pageIds.ts";
import { pageIdsInStepOrder } from "../../../scripts/schemaBuild.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";
import { brokenCopy, cleanUp } from "./brokenCopy.ts";

afterAll(cleanUp);

// The browser's routes list the form's pages by these ids before the pages themselves load, and
// the first is where a student starts (the default route).
it("lists the ids of the form's pages in step order", () => {
  expect(pageIds).toEqual(realForm.pages.map((page) => page.id));
});

it("orders the ids by the pages' steps, not by their files' names", async () => {
  const ids = await pageIdsInStepOrder(await brokenCopy([{ file: "pages/about.json", op: "replace", pointer: "/step", value: 9 }]));
  expect(ids.at(-1)).toBe("about");
  expect(ids).toHaveLength(3);
});
