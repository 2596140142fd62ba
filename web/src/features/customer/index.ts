export { CustomerLayout } from './CustomerLayout';
export { HomePage } from './home/HomePage';
export { ServicePage } from './service/ServicePage';
export { BookingPage } from './booking/BookingPage';
export { AccountPage } from './account/AccountPage';
export { MyBookingsPage } from './bookings/MyBookingsPage';
export { RequestsPage } from './requests/RequestsPage';
export { AffiliatesPage } from './affiliates/AffiliatesPage';
