import { join } from "node:path";
import type { StorybookConfig } from "@storybook/react-vite";
import { schemaBuildOnSave } from "./schemaBuild.ts";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  // addon-docs draws each input kind's docs page (tags: ["autodocs"], stories/support/KindDocs.tsx).
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "@storybook/addon-vitest"],
  // Storybook's own Vite config (.storybook/vite.config.ts), not the web app's build.
  framework: { name: "@storybook/react-vite", options: { builder: { viteConfigPath: join(import.meta.dirname, "vite.config.ts") } } },
  // No react-docgen: it would be most of the build time for nothing shown. The kinds' docs pages and
  // controls come from the meta-schema instead (stories/support/schemaArgs.ts).
  typescript: { reactDocgen: false },
  // A saved schema file regenerates the page stories and the validators and file list they use (dev only).
  // Storybook keeps only build.target of its Vite config file, so the build's chunk warning limit
  // is set here: the preview's chunks (react-dom, react-aria, axe) are over Vite's 500 kB warning,
  // which says nothing new.
  viteFinal: (vite) => ({
    ...vite,
    plugins: [...(vite.plugins ?? []), schemaBuildOnSave(join(import.meta.dirname, ".."))],
    build: { ...vite.build, chunkSizeWarningLimit: 2048 },
  }),
  // Tests and builds never reach outside the machine.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
