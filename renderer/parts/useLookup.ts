import { useEffect, useMemo, useRef, useState } from "react";
import { useFormContext } from "../context/formContext.ts";
import type { LookupCategory, LookupDetail, LookupItem } from "../context/services.ts";
import { useDebouncedValue } from "../hooks/useDebouncedValue.ts";

// Spec section 7: lookups wait 200 ms after the last keystroke, 500 ms at most.
const lookupWait = 200;
const lookupMaxWait = 500;

/**
 * The suggestions of the injected lookup for the text in a field, searched once the text settles.
 * Nothing is searched for empty text or for `settled`, the text the field already holds as an
 * answer (a suggestion just chosen, a saved value). A failed search is an empty list (spec
 * section 8) and is never retried; an answer for text that has since changed is dropped.
 */
export function useSuggestions(text: string, category: LookupCategory, settled: string): readonly LookupItem[] {
  const { services } = useFormContext();
  const [suggestions, setSuggestions] = useState<readonly LookupItem[]>([]);
  const query = useDebouncedValue(text.trim(), lookupWait, lookupMaxWait);
  // Compared here, not in the effect, so `settled` catching up with the field after a choice
  // does not ask again for the text the choice was made from.
  const wanted = query === settled ? "" : query;
  useEffect(() => {
    if (wanted === "") return setSuggestions([]);
    let current = true;
    services.lookup(wanted, category).then(
      (items) => current && setSuggestions(items),
      () => current && setSuggestions([]),
    );
    return () => {
      current = false;
    };
  }, [wanted, category, services]);
  return suggestions;
}

/** What useLookupDetail gives a field. */
export interface LookupDetailReader {
  /** Asks for a chosen suggestion's record; one of the callbacks runs unless something later came first. */
  read(id: string, onRecord: (record: LookupDetail) => void, onFailure: () => void): void;
  /** Drops an answer still on its way: the student did something else since. */
  supersede(): void;
  /** Whether a chosen suggestion's record is still on its way. */
  readonly pending: boolean;
}

/**
 * Reads the records of chosen suggestions. Only the latest choice counts: a record that arrives
 * after the student chose again, typed or cleared the field would undo what they did since.
 */
export function useLookupDetail(category: LookupCategory): LookupDetailReader {
  const { services } = useFormContext();
  const latest = useRef(0);
  const pending = useRef(false);
  return useMemo(
    () => ({
      read(id, onRecord, onFailure) {
        const ticket = ++latest.current;
        pending.current = true;
        const settle =
          <T>(run: (value: T) => void) =>
          (value: T) => {
            if (latest.current !== ticket) return;
            pending.current = false;
            run(value);
          };
        services.lookupDetail(id, category).then(settle(onRecord), settle(onFailure));
      },
      supersede() {
        latest.current++;
        pending.current = false;
      },
      get pending() {
        return pending.current;
      },
    }),
    [services, category],
  );
}
