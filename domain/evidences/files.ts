/**
 * The files of a payment evidence (spec §5 'Evidence needs at least one image', 'PDF upload must be
 * a PDF, max 4 MB'): images (PNG, JPEG, WebP) or PDFs, told apart by their content on the server,
 * at most 4 MB each and EVIDENCE_MAX_FILES per evidence.
 */
export const EVIDENCE_FILE_MAX_BYTES = 4 * 1024 * 1024;
export const EVIDENCE_MAX_FILES = 5;
/** The multipart field that carries the files (repeated once per file). */
export const EVIDENCE_FILE_FIELD = 'files';

export const EVIDENCE_FILE_KINDS = ['image', 'pdf'] as const;
export type EvidenceFileKind = (typeof EVIDENCE_FILE_KINDS)[number];

/** What the browser offers in its file picker (the server checks the bytes, not these). */
export const EVIDENCE_ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
