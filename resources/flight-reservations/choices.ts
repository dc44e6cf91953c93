/**
 * The reservation's status choices now live in src/components/flights/ (shared with check-in,
 * manifests and booking). Kept for StatusPanel.tsx, which another change owns; drop after the merge.
 */
export * from '../../src/components/flights/choices.ts';
