import type { TextQuestion } from "../../engine/index.ts";
import { NativeField, nativeInputProps } from "../parts/NativeField.tsx";
import { useAnswerInInput } from "../parts/useAnswerInInput.ts";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useChange } from "../store/hooks.ts";

/** Props of TextInput and TextPrint. */
export interface TextProps extends NodeProps<TextQuestion> {
  /** The text question; `variant` picks the outlined (default) or underlined look. */
  node: TextQuestion;
}

/** One line of text, limited to its key's maxLength in the answer schema (45 by default), saved as typed. */
export function TextInput({ node, scope }: TextProps) {
  const q = useQuestion(node, scope);
  const change = useChange();
  const edited = (input: HTMLInputElement): void => void change({ [q.key]: input.value });
  const { ref, defaultValue } = useAnswerInInput<HTMLInputElement>(q.key, edited);
  return (
    <NativeField question={q} className={`field field--${node.variant ?? "outlined"}`}>
      <input
        {...nativeInputProps(q)}
        ref={ref}
        defaultValue={defaultValue}
        onChange={(event) => edited(event.target)}
        maxLength={q.maxLength}
        autoComplete={node.autoComplete}
        inputMode={node.inputMode}
      />
    </NativeField>
  );
}
