import { join } from "node:path";
import type { Clock } from "../clock.ts";
import { type Config, acceptedSecrets } from "../config.ts";
import { EmbeddedStorage } from "./embedded.ts";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./types.ts";

/** The storage the configuration names: the S3 bucket when one is set, else files under DATA_DIR/objects. */
export async function openStorage(config: Pick<Config, "s3" | "dataDir" | "secret" | "previousSecrets">, clock: Clock): Promise<Storage> {
  return config.s3 ? createS3Storage(config.s3) : new EmbeddedStorage(join(config.dataDir, "objects"), acceptedSecrets(config), clock);
}
