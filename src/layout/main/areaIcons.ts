/** One icon per side-menu area (domain/menu.ts keys). */
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AttractionsIcon from '@mui/icons-material/Attractions';
import CardTravelIcon from '@mui/icons-material/CardTravel';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import ConnectingAirportsIcon from '@mui/icons-material/ConnectingAirports';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FlightIcon from '@mui/icons-material/Flight';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HikingIcon from '@mui/icons-material/Hiking';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

type SvgIconComponent = ComponentType<SvgIconProps>;

export const AREA_ICONS: Record<string, SvgIconComponent> = {
  packages: CardTravelIcon,
  quotes: RequestQuoteIcon,
  bookings: EventNoteIcon,
  accommodation: HotelIcon,
  hotel_admin: EditCalendarIcon,
  cars: DirectionsCarIcon,
  dossiers: FolderSharedIcon,
  logistics: LocalShippingIcon,
  reports: AssessmentIcon,
  flights: FlightIcon,
  flight_admin: ConnectingAirportsIcon,
  excursions: HikingIcon,
  insurance: HealthAndSafetyIcon,
  transfers: AirportShuttleIcon,
  accounting: AccountBalanceIcon,
  payment_evidences: ReceiptLongIcon,
  sustainability: EnergySavingsLeafIcon,
  payment_gateways: CreditCardIcon,
  agencies: StorefrontIcon,
  admissions: ConfirmationNumberIcon,
  parks: AttractionsIcon,
  administration: AdminPanelSettingsIcon,
};

export function areaIcon(key: string): SvgIconComponent {
  return AREA_ICONS[key] ?? CardTravelIcon;
}
