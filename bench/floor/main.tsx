/**
 * The floor of `npm run bench:load`: the About You page's questions as plain HTML controls with
 * labels in bare React 19, no other library, so the benchmark can say how far the app is from the
 * least any React page of the same fields costs. The fields come from the real form at build time
 * (bench/floor/fields.ts, through Vite's `define`), with one conditional block that opens like the
 * app's. Controlled inputs with one state object, as the app keeps every answer in one store;
 * each field memoized, as the app's narrow selectors redraw only the field whose answer changed.
 */
import { type ChangeEvent, memo, useCallback, useState } from "react";
import { createRoot } from "react-dom/client";
import type { FloorField, FloorPage } from "./fields.ts";

declare const FLOOR_PAGE: FloorPage;
// Read once: Vite writes the page's JSON in place of every mention.
const page = FLOOR_PAGE;

type Answers = Record<string, string | boolean>;

interface FieldProps {
  field: FloorField;
  value: string | boolean | undefined;
  onChange: (id: string, value: string | boolean) => void;
}

/** One question: a label and its control; drawn again only when its own answer changes. */
const Field = memo(function Field({ field, value, onChange }: FieldProps) {
  const { id, label, control, options = [] } = field;
  const text = typeof value === "string" ? value : "";
  const change = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(id, e.target.value);
  switch (control) {
    case "radio":
      return (
        <fieldset role="radiogroup" id={id}>
          <legend>{label}</legend>
          {options.map((o) => (
            <label key={o.value}>
              <input type="radio" name={id} value={o.value} checked={text === o.value} onChange={change} />
              {o.label}
            </label>
          ))}
        </fieldset>
      );
    case "checkbox":
      return (
        <div>
          <input type="checkbox" id={id} checked={value === true} onChange={(e) => onChange(id, e.target.checked)} />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    case "select":
      return (
        <div>
          <label htmlFor={id}>{label}</label>
          <select id={id} value={text} onChange={change}>
            <option value="" />
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      );
    case "textarea":
      return (
        <div>
          <label htmlFor={id}>{label}</label>
          <textarea id={id} value={text} onChange={change} />
        </div>
      );
    default:
      return (
        <div>
          <label htmlFor={id}>{label}</label>
          <input type={control} id={id} value={text} onChange={change} />
        </div>
      );
  }
});

function FloorForm() {
  const [answers, setAnswers] = useState<Answers>({});
  const onChange = useCallback((id: string, value: string | boolean) => setAnswers((a) => ({ ...a, [id]: value })), []);
  return (
    <main>
      <h1>{page.title}</h1>
      <form onSubmit={(e) => e.preventDefault()}>
        {page.fields
          .filter((f) => !f.shownWhen || answers[f.shownWhen.id] === f.shownWhen.value)
          .map((f) => (
            <Field key={f.id} field={f} value={answers[f.id]} onChange={onChange} />
          ))}
      </form>
    </main>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("no #root");
createRoot(root).render(<FloorForm />);
