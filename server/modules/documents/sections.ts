/**
 * Every service's voucher section, loaded wherever vouchers are made (the download, the mail
 * worker). A new service adds its line.
 */
import '../flightBooking/voucherSection.ts';
import '../hotelSales/voucherSection.ts';
