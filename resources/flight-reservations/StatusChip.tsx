/** Moved to src/components/flights/; kept for StatusPanel.tsx (another change owns it), drop after the merge. */
export { StatusChip } from '../../src/components/flights/StatusChip.tsx';
