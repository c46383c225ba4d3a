import { Input, Label, TextField } from "react-aria-components";
import type { TextQuestion } from "../../engine/index.ts";
import { FieldErrors, Help } from "../parts/FieldMessages.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of TextInput and TextPrint. */
export interface TextProps extends NodeProps<TextQuestion> {
  /** The text question; `variant` picks the underlined (default) or outlined look. */
  node: TextQuestion;
}

/** One line of text, limited to its key's maxLength in the answer schema (45 by default), saved as typed. */
export function TextInput({ node, scope }: TextProps) {
  const q = useQuestion(node, scope);
  const value = useTextAnswer(q.key);
  const change = useChange();
  return (
    <TextField
      id={q.key}
      name={q.key}
      className={`field field--${node.variant ?? "underlined"}`}
      value={value}
      onChange={(text) => change({ [q.key]: text })}
      maxLength={q.maxLength}
      isRequired={q.isRequired}
      isInvalid={q.isInvalid}
      validationBehavior="aria"
      autoComplete={node.autoComplete}
      inputMode={node.inputMode}
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help} />
      <Input className="field__input" />
      <FieldErrors errors={q.errors} />
    </TextField>
  );
}
