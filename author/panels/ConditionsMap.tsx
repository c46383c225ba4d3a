import { useFormContext } from "../../renderer/index.ts";
import { conditionsMap } from "../conditionsMap.ts";

/** Props of ConditionsMap. */
export interface ConditionsMapProps {
  /** The page whose conditions to draw. */
  pageId: string;
}

const rowHeight = 28;
const width = 760;

/** Which answers show which blocks of a page: answers on the left, blocks on the right, an edge per condition. */
export function ConditionsMap({ pageId }: ConditionsMapProps) {
  const { form } = useFormContext();
  const { answers, blocks } = conditionsMap(form, pageId);
  const blockY = blocks.reduce<number[]>((ys, b, i) => [...ys, i === 0 ? 0 : (ys[i - 1] ?? 0) + (blocks[i - 1]?.keys.length ?? 1) * 16 + 28], []);
  const height = Math.max(answers.length * rowHeight, (blockY.at(-1) ?? 0) + (blocks.at(-1)?.keys.length ?? 0) * 16 + 28) + 10;
  return (
    <section aria-labelledby="map-title">
      <h2 id="map-title">Conditions on this page</h2>
      {!blocks.length ? (
        <p>No question on this page depends on another answer.</p>
      ) : (
        <svg className="conditions-map" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="map-title map-text">
          <desc id="map-text">{blocks.map((b) => `${b.keys.join(", ")} shown when ${b.when}.`).join(" ")}</desc>
          {blocks.map((b, i) =>
            b.readers.map((r) => (
              <line key={`${i}-${r}`} x1={220} y1={answers.indexOf(r) * rowHeight + 18} x2={300} y2={(blockY[i] ?? 0) + 18} className="conditions-map__edge" />
            )),
          )}
          {answers.map((a, i) => (
            <text key={a} x={215} y={i * rowHeight + 22} textAnchor="end" className="conditions-map__answer">
              {a}
            </text>
          ))}
          {blocks.map((b, i) => (
            <g key={b.when} transform={`translate(305 ${blockY[i] ?? 0})`}>
              <text y={22} className="conditions-map__when">when {b.when}</text>
              {b.keys.map((k, j) => (
                <text key={k} y={38 + j * 16} x={12} className="conditions-map__key">
                  {k}
                </text>
              ))}
            </g>
          ))}
        </svg>
      )}
    </section>
  );
}
