import type { Preview } from "@storybook/react-vite";
import "../renderer/theme/tokens.css";
import "../renderer/theme/base.css";

const preview: Preview = {
  parameters: {
    // Every story is an accessibility test: any axe violation fails it (WCAG 2.2 AA rules).
    a11y: {
      test: "error",
      options: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    },
    layout: "padded",
  },
};

export default preview;
