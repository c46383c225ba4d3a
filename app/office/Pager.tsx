import { Button } from "react-aria-components";
import { ChoiceFilter } from "./ChoiceFilter.tsx";
import { type ListQuery, pageSizes } from "./listQuery.ts";
import { fill, texts } from "./texts.ts";

/** Props of Pager. */
export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the filters give. */
  pages: number;
  /** Rows per page. */
  pageSize: number;
  onChange: (change: Partial<ListQuery>) => void;
}

const sizes = pageSizes.map((size) => ({ code: String(size), label: String(size) }));

/** Previous and next page, "Page N of M", and rows per page (which shows the first page again). */
export function Pager({ page, pages, pageSize, onChange }: PagerProps) {
  const t = texts.list;
  return (
    <nav className="staff-pager" aria-label={t.pages}>
      <Button className="button button--secondary" isDisabled={page <= 1} onPress={() => onChange({ page: page - 1 })}>
        {t.previous}
      </Button>
      <span className="staff-pager__where">{fill(t.pageOf, { page, pages })}</span>
      <Button className="button button--secondary" isDisabled={page >= pages} onPress={() => onChange({ page: page + 1 })}>
        {t.next}
      </Button>
      <ChoiceFilter label={t.pageSize} value={String(pageSize)} options={sizes} onChange={(size) => onChange({ pageSize: Number(size) || pageSize })} />
    </nav>
  );
}
