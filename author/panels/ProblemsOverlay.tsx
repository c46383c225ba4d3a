import type { Problem } from "../liveSchema.ts";

/** Props of ProblemsOverlay. */
export interface ProblemsOverlayProps {
  /** schema:check's problems with the files on disk now. */
  problems: readonly Problem[];
}

/** schema:check's problems over the page, each opening its file in the editor; the page below is the last good version. */
export function ProblemsOverlay({ problems }: ProblemsOverlayProps) {
  if (!problems.length) return null;
  return (
    <section className="problems" role="alert" aria-labelledby="problems-title">
      <h2 id="problems-title">schema:check found {problems.length === 1 ? "a problem" : `${problems.length} problems`}</h2>
      <p>The page shows the last version without problems until they are fixed.</p>
      <ul>
        {problems.map((p) => (
          <li key={`${p.file}:${p.line}:${p.column}:${p.message}`}>
            <a className="problems__place" href={`/__open-in-editor?file=${encodeURIComponent(`${p.path}:${p.line}:${p.column}`)}`} onClick={(e) => {
              // Vite's open-in-editor answers with nothing to show: ask it without leaving the page.
              e.preventDefault();
              void fetch(e.currentTarget.href);
            }}>
              {p.file}:{p.line}:{p.column}
            </a>{" "}
            {p.pointer && <code>{p.pointer}</code>} <span className="problems__message">{p.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
