import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // No generated docs pages: react-docgen would be most of the build time for nothing shown.
  typescript: { reactDocgen: false },
  // Tests and builds never reach outside the machine.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
