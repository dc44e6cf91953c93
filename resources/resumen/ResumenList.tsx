/** /resumen: every reservation of every service in the user's agency and below (Reservation View). */
import { GeneralReservationList } from './GeneralReservationList.tsx';

export function ResumenList() {
  return <GeneralReservationList audience="scope" resource="reservations" title="app.menu.routes.resumen" />;
}

export default ResumenList;
