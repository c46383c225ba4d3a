/**
 * Builds the floor page (bench/floor/) with Vite in production mode into `outDir`, its fields
 * derived from the real form's About You page when it is built.
 */
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { realForm } from "../../stories/fixtures/forms.ts";
import { type FloorPage, floorPage } from "./fields.ts";

/** The conditional block the floor opens: the relatives who attended, shown on "Yes" (a radio, like the app's). */
export const floorBlockControl = "legacy_ind";

/** The floor's page: About You of the real form. */
export const aboutFloor = (): FloorPage => floorPage(realForm, "about", floorBlockControl);

export async function buildFloor(outDir: string): Promise<FloorPage> {
  const page = aboutFloor();
  await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: "warn",
    mode: "production",
    plugins: [react()],
    define: { FLOOR_PAGE: JSON.stringify(page) },
    build: { outDir, emptyOutDir: true },
  });
  return page;
}
