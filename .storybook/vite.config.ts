/**
 * The Vite config of Storybook's own dev server and static build, instead of the project's
 * vite.config.ts: that one builds the web app, and its build-only plugins (the prerendered pages,
 * which look for the app's takeover script in the bundle, and the compressed copies) have no
 * place in a Storybook. The stories need what draws the app's components: React and the same
 * react-aria locale trimming as the app, so stories show what students see.
 */
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { formLanguageStrings } from "../scripts/build/formLanguageStrings.ts";

export default defineConfig({
  plugins: [react(), formLanguageStrings()],
});
