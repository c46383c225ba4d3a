import { join } from "node:path";
import type { Clock } from "../clock.ts";
import { type Config, acceptedSecrets } from "../config.ts";
import { ownerOnlyFolder } from "../ownerOnly.ts";
import { EmbeddedStorage } from "./embedded.ts";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./types.ts";

/** The storage the configuration names: the S3 bucket when one is set, else files under DATA_DIR/objects. */
export async function openStorage(config: Pick<Config, "s3" | "dataDir" | "secret" | "previousSecrets">, clock: Clock): Promise<Storage> {
  if (config.s3) return createS3Storage(config.s3);
  const root = join(config.dataDir, "objects");
  // Students' documents: a folder an older version left open to others is closed at start.
  await ownerOnlyFolder(root);
  return new EmbeddedStorage(root, acceptedSecrets(config), clock);
}
