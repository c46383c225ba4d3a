import { useWords } from "../context/formContext.ts";
import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import type { FileUploadProps } from "./fileUpload.tsx";

/** "Document attached" when a converted document exists. */
export function FileUploadPrint({ node, scope }: FileUploadProps) {
  const q = useQuestion(node, scope);
  const { messages } = useWords();
  return <PrintField id={q.key} label={q.label} value={useTextAnswer(q.key) === "ANSWERED" ? messages.documentAttached : ""} />;
}
