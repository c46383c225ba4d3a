/**
 * The Vite config of Storybook's own dev server and static build, instead of the project's
 * vite.config.ts: that one builds the web app, and its build-only plugins (the prerendered pages,
 * which look for the app's takeover script in the bundle, and the compressed copies) have no
 * place in a Storybook. The stories need what draws the app's components: React and the same
 * react-aria locale trimming as the app, so stories show what students see.
 */
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), optimizeLocales.vite({ locales: ["en-US"] })],
});
