/** Lines the export dialog previews before summarising the rest (spec §2, §9). */
export const EXPORT_PREVIEW_LINES = 3;

export interface ExportPreview {
  lines: string[];
  /** 'and N more items' when lines were left out, else null. The spec's wording is used as is, also for N = 1. */
  moreText: string | null;
}

/** The first 3 lines, then 'and N more items' for the rest. */
export function previewExportLines(lines: readonly string[], limit: number = EXPORT_PREVIEW_LINES): ExportPreview {
  const shown = lines.slice(0, Math.max(0, limit));
  const hidden = lines.length - shown.length;
  return { lines: shown, moreText: hidden > 0 ? `and ${hidden} more items` : null };
}
