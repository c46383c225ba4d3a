import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { join } from "node:path";
import { projectRoot } from "../formDir.ts";
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";

/** The folder of the format's meta-schemas this product is built from: its types, checks and code read forms written to them. */
const productMeta = join(projectRoot, "schema", "meta");

const productCopies = new Map<string, unknown>();

/** A file's JSON as JSON.parse reads it (the loader's tree is the editor parser's, with other prototypes); a syntax error is named by another check. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The product's meta-schema of the name, parsed once; undefined when the product has none of that name. */
function productMetaSchema(name: string): unknown {
  if (!productCopies.has(name)) {
    let text: string | undefined;
    try {
      text = readFileSync(join(productMeta, name), "utf8");
    } catch {
      text = undefined;
    }
    productCopies.set(name, text === undefined ? undefined : parsed(text));
  }
  return productCopies.get(name);
}

/**
 * A form folder carries the meta-schemas in meta/ so that an editor checks its files as they are
 * typed; schema:check checks them against those copies too. A copy older or newer than the
 * product's would check the form against a format the product does not read (the example form's
 * copies once lacked a partner setting the server needs), so each must be the product's, as parsed.
 */
export function checkMetaCopies(schema: LoadedSchema): Finding[] {
  return schema.meta.flatMap((file) => {
    const name = file.path.replace(/^meta\//, "");
    const product = productMetaSchema(name);
    if (product === undefined) return [{ file: file.path, pointer: "", message: `the product has no meta-schema ${name} (schema/meta/ holds the format it reads): remove this file` }];
    if (isDeepStrictEqual(parsed(file.text), product)) return [];
    return [{ file: file.path, pointer: "", message: `this copy differs from the format the product reads, schema/meta/${name}: copy that file over this one` }];
  });
}
