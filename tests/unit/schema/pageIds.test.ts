import { expect, it } from "vitest";
import { pageIds } from "../../../schema/generated/pageIds.ts";
import { pages } from "../../../schema/index.ts";

// The browser's routes list the form's pages by these ids before the pages themselves load.
it("lists the ids of the form's pages in the form's order", () => {
  expect(pageIds).toEqual(pages.map((page) => page.id));
});
