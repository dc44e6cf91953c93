/**
 * Markups have no pages of their own: they live on the agency's page (tab 'markups', MarkupPanel)
 * beside the price preview (PricePreviewPanel), which AgencyDetail imports directly.
 */
export const markups = { name: 'markups', recordRepresentation: 'service_type' } as const;
