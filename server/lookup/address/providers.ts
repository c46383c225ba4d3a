import type { Sql } from "../../db/types.ts";
import type { AddressProvider } from "../types.ts";
import { photonProvider } from "./photon-provider.ts";
import { zipProvider } from "./zip-provider.ts";

/** A configuration the server cannot start with, named so the operator can fix it. */
export class LookupConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Each address provider by its LOOKUP_ADDRESS_PROVIDER name, built from the environment. */
const providers = new Map<string, (env: Env, db: Sql) => AddressProvider>([
  ["zip", (_env, db) => zipProvider(db)],
  [
    "photon",
    (env) => {
    const url = env.LOOKUP_PHOTON_URL ?? "";
    if (!/^https?:\/\//.test(url)) throw new LookupConfigError("LOOKUP_PHOTON_URL must be the http(s) URL of the Photon server when LOOKUP_ADDRESS_PROVIDER=photon");
    const timeoutMs = Number(env.LOOKUP_PHOTON_TIMEOUT_MS ?? 2000);
    if (!(timeoutMs > 0)) throw new LookupConfigError("LOOKUP_PHOTON_TIMEOUT_MS must be a positive number of milliseconds");
    return photonProvider({ url, timeoutMs });
    },
  ],
]);

/**
 * The address provider the environment names: LOOKUP_ADDRESS_PROVIDER=zip (the default, offline)
 * or photon (with LOOKUP_PHOTON_URL, and optionally LOOKUP_PHOTON_TIMEOUT_MS, default 2000).
 */
export function addressProviderFromEnv(env: Env, db: Sql): AddressProvider {
  const name = env.LOOKUP_ADDRESS_PROVIDER || "zip";
  const make = providers.get(name);
  if (make === undefined) throw new LookupConfigError(`LOOKUP_ADDRESS_PROVIDER must be one of ${[...providers.keys()].join(", ")}, not "${name}"`);
  return make(env, db);
}
