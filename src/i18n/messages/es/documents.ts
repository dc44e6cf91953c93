/** Documents of reservations (issue 9, slice "documents"): app strings under `app.documents.`. */
export const documentsEs = {
  voucher: {
    download: 'Voucher',
    column: 'Voucher',
    hint: 'Descargar el voucher (PDF)',
    downloaded: 'Voucher descargado.',
    error: 'Error al generar el voucher.',
    cancelled: 'Una reserva cancelada no tiene voucher.',
  },
};
