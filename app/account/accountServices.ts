import type { RendererServices } from "../../renderer/index.ts";
import { toast } from "../ui/toasts.ts";

/**
 * The renderer's server calls for the account forms, which hold only text and password fields:
 * none of those calls a lookup, an upload, a repeat group or tabs, so the account pages load none
 * of the application's machinery for them. A call that comes anyway is a mistake in the form.
 */
const none = (call: string) => (): Promise<never> => Promise.reject(new Error(`an account form has no ${call}`));

export const accountServices: RendererServices = {
  lookup: none("lookup"),
  lookupDetail: none("lookup"),
  upload: none("upload"),
  deleteUpload: none("upload"),
  conversionStatus: none("upload"),
  addAnother: none("repeat group"),
  removeEntry: none("repeat group"),
  switchTab: none("tabs"),
  notifyError: (message) => {
    toast.error(message);
  },
};
