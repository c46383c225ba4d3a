import { Controls, Heading, Markdown, Primary, Stories, Subheading, Subtitle, Title } from "@storybook/addon-docs/blocks";
import type { Located } from "../../scripts/authoring-docs/metaSchemas.ts";
import { type KindName, type SchemaProperty, kindDescription, kindProperties, nestedObjects, objectProperties, docsMarkdown } from "./schemaArgs.ts";

/** Markdown on one line, as a table cell holds it. */
const Inline = ({ text }: { text: string }) => (text ? <Markdown options={{ forceInline: true }}>{docsMarkdown(text)}</Markdown> : null);

/** A table of an object's properties (property, type, required, default, description), then one per object nested in it. */
function PropertyTable({ properties }: { properties: readonly SchemaProperty[] }) {
  const nested = properties.flatMap(nestedObjects);
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>Property</th>
            <th>Type</th>
            <th>Required</th>
            <th>Default</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {properties.map((p) => (
            <tr key={p.name}>
              <td>
                <code>{p.name}</code>
              </td>
              <td>
                <Inline text={p.type} />
              </td>
              <td>{p.required ? "yes" : ""}</td>
              <td>{p.default === undefined ? "" : <code>{JSON.stringify(p.default)}</code>}</td>
              <td>
                <Markdown>{docsMarkdown(p.description)}</Markdown>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {nested.map(({ title, loc }) => (
        <NestedTable key={title} title={title} loc={loc} />
      ))}
    </>
  );
}

function NestedTable({ title, loc }: { title: string; loc: Located }) {
  return (
    <>
      <Subheading>{title}</Subheading>
      <PropertyTable properties={objectProperties(loc)} />
    </>
  );
}

/**
 * The docs page of an input kind: what the kind is and its properties as the meta-schema
 * (schema/meta/page.schema.json) describes them, the same text an editor shows on hover and
 * docs/authoring.md prints; then the first story with its controls, and every story.
 */
export function KindDocs({ kind }: { kind: KindName }) {
  return (
    <>
      <Title />
      <Subtitle>{`"kind": "${kind}" in a page file`}</Subtitle>
      <Markdown>{docsMarkdown(kindDescription(kind))}</Markdown>
      <Primary />
      <Controls />
      <Heading>Properties</Heading>
      <p>
        From <code>schema/meta/page.schema.json</code>; the full reference is <code>docs/authoring.md</code>.
      </p>
      <PropertyTable properties={kindProperties(kind)} />
      <Stories />
    </>
  );
}
