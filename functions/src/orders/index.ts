/** The order engine: nothing but what it exports changes an order. */
export {
  cancelOrder,
  deleteOrder,
  getOrder,
  listAllOrders,
  listOrders,
  markShipped,
  placeOrder,
  refundOrder,
  updateShipment,
  writeOffOrder,
} from './commands';
export { approveReturn, declineReturn, receiveReturn, requestReturn } from './returns';
export {
  createCheckout,
  createPaymentIntent,
  readCheckout,
  readReceipt,
  saveCheckoutCard,
} from './checkout';
export { recordDispute } from './disputes';
export { expireDueHolds, expireOrder, sweepExpiredOrders } from './expiry';
export {
  confirmOrderPayment,
  endOwedCheckouts,
  recordFailedPayment,
  recordPayment,
} from './record';
export { recordRefunds, retryOwedRefunds } from './refunds';
export { exportOrdersCsv } from './export';
export {
  intentIdOf,
  retrieveCharge,
  retrieveDispute,
  retrieveIntent,
  retrieveRefund,
} from './stripe';
export { ordersCollection } from './engine';
