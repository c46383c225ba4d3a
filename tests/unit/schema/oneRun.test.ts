/**
 * schema:check names in one run what it can (issue 40: "the tooling reports in rounds"): the checks
 * that read the folder's files alone (the product's catalogue for each language, the account and
 * document schemas' texts, the office's tokens, the theme's contrast) report beside the problems
 * of the pages' shape, rather than only once the shape is mended.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { productCatalogues } from "../../../engine/index.ts";
import { brokenCopy, cleanUp } from "./brokenCopy.ts";

afterEach(cleanUp);

/** A language the product has no catalogue in. */
const uncatalogued = ["fr", "de", "it", "pt", "nl"].find((locale) => !Object.hasOwn(productCatalogues, locale))!;

describe("schema:check on a folder with a page of the wrong shape and a language the product does not speak", () => {
  it("names both in one run", async () => {
    const problems = await checkSchema(
      await brokenCopy([
        { file: "pages/about.json", op: "add", pointer: "/notAProperty", value: true },
        { file: "partner.json", op: "add", pointer: "/locales", value: ["en", uncatalogued] },
      ]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "pages/about.json", message: expect.stringContaining("notAProperty") }),
        expect.objectContaining({ file: "partner.json", pointer: "/locales/1", message: expect.stringContaining(`"${uncatalogued}"`) }),
      ]),
    );
  });
});
