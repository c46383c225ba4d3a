import type { ReactNode } from "react";

/** Props of FactList. */
export interface FactListProps {
  /** Each fact's label and value, in order. */
  facts: readonly (readonly [string, ReactNode])[];
  /** The list's class; each row has the row class. */
  className: string;
  rowClassName: string;
}

/** Facts about one application, a label beside each value: a description list, one row per fact. */
export function FactList({ facts, className, rowClassName }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className={rowClassName}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
