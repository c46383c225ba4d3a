import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "storybook-static/", "schema/generated/", "engine/generated/", ".data/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Tests reach into fixtures they built themselves; a wrong assumption fails the test anyway.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off", "@typescript-eslint/no-dynamic-delete": "off" },
  },
  {
    // The engine is pure: no UI, no state library, no I/O, nothing else of ours (style.md, "The layers").
    files: ["engine/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "react-*", "react-aria-components", "zustand", "zustand/*", "@tanstack/*", "immer"], message: "The engine never imports UI or state libraries." },
            { group: ["node:*", "fs", "path", "http", "https"], message: "The engine does no I/O." },
            { group: ["**/schema/**", "**/renderer/**", "**/app/**", "**/server/**"], message: "The engine uses nothing of ours: callers pass the form definition in." },
          ],
        },
      ],
    },
  },
);
