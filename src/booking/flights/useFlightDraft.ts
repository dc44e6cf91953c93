/** The booking draft as React state, written to session storage on every change. */
import { useCallback, useEffect, useState } from 'react';
import { clearDraft, loadDraft, newDraft, saveDraft, type FlightDraft } from './draft.ts';

export type DraftUpdate = Partial<FlightDraft> | ((draft: FlightDraft) => Partial<FlightDraft>);

export function useFlightDraft() {
  const [draft, setDraft] = useState<FlightDraft>(() => loadDraft());

  useEffect(() => saveDraft(draft), [draft]);

  const update = useCallback((change: DraftUpdate) => {
    setDraft((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);

  /** A new booking: a new draft, and with it a new Idempotency-Key. */
  const reset = useCallback((keepSearch = true) => {
    setDraft((current) => {
      clearDraft();
      return newDraft(keepSearch ? current.search : undefined);
    });
  }, []);

  return { draft, update, reset };
}
