/**
 * The renderer's services in the workbench: lookups answered by the workbench's server from the
 * shipped sample data, and uploads, tabs and repeat groups kept in memory (the in-memory services
 * the stories use), so a page works fully with no account and no database.
 */
import type { LookupCategory, RendererServices } from "../renderer/index.ts";
import { memoryServices } from "../stories/fixtures/services.ts";

const lookup = async <T,>(params: Record<string, string>): Promise<T> => (await (await fetch(`/__author/lookup?${new URLSearchParams(params)}`)).json()) as T;

export function workbenchServices(notify: (message: string) => void): RendererServices {
  return {
    ...memoryServices(),
    lookup: (text: string, category: LookupCategory) => lookup({ text, category }).catch(() => []),
    lookupDetail: (id: string, category: LookupCategory) => lookup({ id, category }),
    notifyError: notify,
  };
}
