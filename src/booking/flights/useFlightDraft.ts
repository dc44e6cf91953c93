/** The booking draft as React state, written to session storage on every change until it is booked. */
import { useCallback, useEffect, useState } from 'react';
import { clearDraft, loadDraft, newDraft, saveDraft, type FlightDraft } from './draft.ts';

export type DraftUpdate = Partial<FlightDraft> | ((draft: FlightDraft) => Partial<FlightDraft>);

export function useFlightDraft() {
  const [draft, setDraft] = useState<FlightDraft>(() => loadDraft());

  // A confirmed booking stays on screen but not in storage: 'Buscar vuelos' then starts anew.
  useEffect(() => (draft.step === 'done' ? clearDraft() : saveDraft(draft)), [draft]);

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
