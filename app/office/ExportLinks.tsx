import { exportPath } from "./api.ts";
import type { ListQuery } from "./listQuery.ts";
import { texts } from "./texts.ts";

/**
 * The export of what the filters select, as CSV or JSON (GET /staff-api/export, for a manager):
 * plain links the browser downloads, with the staff cookie, so nothing of the file passes through
 * the page's memory.
 */
export function ExportLinks({ query }: { query: ListQuery }) {
  const t = texts.list;
  return (
    <section className="staff-export" aria-label={t.exportLabel}>
      <p className="field__help">{t.exportNote}</p>
      <div className="staff-export__links">
        <a className="button button--secondary staff-export__link" href={exportPath(query, "csv")} download>
          {t.exportCsv}
        </a>
        <a className="button button--secondary staff-export__link" href={exportPath(query, "json")} download>
          {t.exportJson}
        </a>
      </div>
    </section>
  );
}
