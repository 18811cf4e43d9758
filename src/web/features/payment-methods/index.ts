export { usePaymentMethods } from './api';
export { PaymentMethodsDialog } from './payment-methods-dialog';
export { PAYMENT_METHODS_URL } from './api';
