import { join } from "node:path";
import type { StorybookConfig } from "@storybook/react-vite";
import { schemaBuildOnSave } from "./schemaBuild.ts";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  // addon-docs draws each input kind's docs page (tags: ["autodocs"], stories/support/KindDocs.tsx).
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // No react-docgen: it would be most of the build time for nothing shown. The kinds' docs pages and
  // controls come from the meta-schema instead (stories/support/schemaArgs.ts).
  typescript: { reactDocgen: false },
  // A saved schema file regenerates the validators and file list the page stories use (dev only).
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), schemaBuildOnSave(join(import.meta.dirname, ".."))] }),
  // Tests and builds never reach outside the machine.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
