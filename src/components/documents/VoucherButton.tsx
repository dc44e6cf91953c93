/**
 * Downloads a reservation's voucher PDF (GET reservations/{id}/voucher/, in the reservation's
 * language) with the bearer token, as the export buttons do. A cancelled reservation has none: the
 * button is disabled and says why; should the server still refuse (the page was stale), the notice
 * is spec §8's 'error generating voucher' with the server's reason.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { isHttpError } from '../../../dataProvider/errors.ts';
import { useHandleError } from '../../errors/useHandleError.ts';
import { DownloadButton } from '../DownloadButton.tsx';

export interface VoucherReservation {
  id: number;
  locator: string;
  status: string;
}

export function VoucherButton({ record, iconOnly }: { record?: VoucherReservation; iconOnly?: boolean }) {
  const context = useRecordContext<VoucherReservation>();
  const reservation = record ?? context;
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const handleError = useHandleError();
  if (!reservation) return null;

  const onError = (error: unknown) => {
    const detail = isHttpError(error) && typeof error.body?.detail === 'string' ? error.body.detail : '';
    if (isHttpError(error) && error.status === 409) {
      const message = [translate('app.documents.voucher.error'), detail].filter(Boolean).join('\n');
      notify(message, { type: 'error', multiLine: true, messageArgs: { _: message } });
    } else {
      handleError(error, { prefix: 'app.documents.voucher.error' });
    }
  };

  return (
    <DownloadButton
      label={iconOnly ? 'app.documents.voucher.hint' : 'app.documents.voucher.download'}
      icon={<PictureAsPdfIcon />}
      iconOnly={iconOnly}
      disabled={reservation.status === 'cancelled'}
      disabledReason="app.documents.voucher.cancelled"
      doneMessage="app.documents.voucher.downloaded"
      fetchFile={() => dataProvider.downloadVoucher(reservation.id, reservation.locator)}
      onError={onError}
    />
  );
}
