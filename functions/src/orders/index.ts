/**
 * The order engine (issue 32): every stock and money decision of an order. Routes, webhooks and
 * schedules call what this module exports, and nothing else changes an order.
 */
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
  readCheckout,
  readReceipt,
  recordCheckoutPayment,
  recordIntentRefunds,
  saveCheckoutCard,
} from './checkout';
export { expireDueHolds, sweepExpiredOrders } from './expiry';
export { exportOrdersCsv } from './export';
export {
  confirmOrderPayment,
  createPaymentIntent,
  expireOrder,
  recordDispute,
  recordPayment,
} from './payments';
export {
  intentIdOf,
  retrieveCharge,
  retrieveDispute,
  retrieveIntent,
  retrieveRefund,
} from './stripe';
export { ordersCollection } from './engine';
