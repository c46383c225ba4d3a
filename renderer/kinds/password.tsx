import { useRef, useState } from "react";
import { Button } from "react-aria-components";
import { type ChecklistItem, type PasswordQuestion, passwordChecklist } from "../../engine/index.ts";
import { useFormContext, useWords } from "../context/formContext.ts";
import { useChangedBeforeTakeover } from "../parts/changedBeforeTakeover.ts";
import { NativeField, nativeInputProps } from "../parts/NativeField.tsx";
import { CheckIcon, CrossIcon } from "../parts/icons.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of PasswordInput and PasswordPrint. */
export interface PasswordProps extends NodeProps<PasswordQuestion> {
  /** The password question; `checklist` shows the live rules. */
  node: PasswordQuestion;
}


/** Props of Checklist. */
interface ChecklistProps {
  /** The list's id, named by the input's aria-describedby. */
  id: string;
  /** The rules with their states. */
  items: readonly ChecklistItem[];
}

/** The live checklist of spec section 5: each rule inactive while empty, then met or not met. */
function Checklist({ id, items }: ChecklistProps) {
  const { inputs } = useWords();
  return (
    // No label on the list: the field's description is the list's text, rule by rule.
    <ul id={id} className="checklist">
      {items.map((item) => (
        <li key={item.label} className={`checklist__item checklist__item--${item.state}`}>
          {item.state === "success" ? <CheckIcon /> : item.state === "error" ? <CrossIcon /> : <span className="checklist__dot" aria-hidden="true" />}
          {item.label}
          {item.state !== "inactive" && <span className="visually-hidden">: {item.state === "success" ? inputs.ruleMet : inputs.ruleNotMet}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A password with a show/hide toggle and, when the schema asks, the live checklist of its rules. */
export function PasswordInput({ node, scope }: PasswordProps) {
  const q = useQuestion(node, scope);
  const { form, today, words } = useFormContext();
  const value = useTextAnswer(q.key);
  const change = useChange();
  const [visible, setVisible] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useChangedBeforeTakeover(() => input.current, (control) => change({ [q.key]: control.value }));
  const checklistId = `${q.key}-checklist`;
  return (
    <div className="field field--password">
      <NativeField question={q} className="field field--outlined">
        <div className="password__row">
          <input
            {...nativeInputProps(q, node.checklist ? checklistId : undefined)}
            ref={input}
            type={visible ? "text" : "password"}
            value={value}
            onChange={(event) => change({ [q.key]: event.target.value })}
            autoComplete={node.checklist ? "new-password" : "current-password"}
          />
          <Button className="button button--secondary" aria-pressed={visible} onPress={() => setVisible(!visible)}>
            {words.inputs.showPassword}
          </Button>
        </div>
      </NativeField>
      {node.checklist && <Checklist id={checklistId} items={passwordChecklist(form, value, { today })} />}
    </div>
  );
}
