import { useQuery } from "@tanstack/react-query";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { auditQuery } from "./api.ts";
import { LoadFailed } from "./LoadFailed.tsx";
import { texts, timeText } from "./texts.ts";

const t = texts.application;

/** An action as the catalogue names it; one it does not know, as the server wrote it. */
const actionName = (action: string): string => (Object.hasOwn(texts.auditActions, action) ? texts.auditActions[action as keyof typeof texts.auditActions] : action);

/** A manager's view of who did what with this application (GET /staff-api/audit?application=ID), newest first. */
export function AuditTrail({ id }: { id: string }) {
  const audit = useQuery(auditQuery(id));
  return (
    <section className="staff-section" aria-labelledby="staff-audit">
      <h2 id="staff-audit">{t.audit}</h2>
      {audit.isError ? (
        <LoadFailed error={audit.error} onRetry={() => void audit.refetch()} />
      ) : !audit.data ? (
        <LoadingSpinner inPlace />
      ) : audit.data.entries.length === 0 ? (
        <p>{t.auditEmpty}</p>
      ) : (
        <div className="staff-table" role="region" aria-label={t.auditTable} tabIndex={0}>
          <table className="staff-audit">
            <thead>
              <tr>
                <th scope="col">{t.auditWhen}</th>
                <th scope="col">{t.auditWho}</th>
                <th scope="col">{t.auditAction}</th>
                <th scope="col">{t.auditAddress}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.entries.map((row, i) => (
                <tr key={`${row.at}-${i}`}>
                  <td>
                    <time dateTime={row.at}>{timeText(row.at)}</time>
                  </td>
                  <td>{row.username}</td>
                  <td>{actionName(row.action)}</td>
                  <td>{row.ip ?? texts.list.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
