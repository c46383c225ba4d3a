/** A file imported with `?url` (the logo of the form folder, schema/generated/form/logo.ts): Vite gives its built URL. */
declare module "*?url" {
  const url: string;
  export default url;
}
