/** /resumen/vendedores: a seller's own sales; a Seller Admin's, every seller's (GET sellers/reservations/). */
import { GeneralReservationList } from './GeneralReservationList.tsx';

export function SellerReservationList() {
  return <GeneralReservationList audience="sellers" resource="seller-reservations" title="app.menu.routes.resumen_vendedores" />;
}

export default SellerReservationList;
