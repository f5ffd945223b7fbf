/**
 * Every user-facing text of the shop. Keep each word for word, spelling and spacing included:
 * the pages show them and the tests find the pages' elements by them.
 */
import { SEARCH_QUERY_MAX_LENGTH, TOOL_SORTS } from './catalogue';
import {
  DESCRIPTION_MAX_LENGTH,
  LOW_STOCK_THRESHOLD_MAX,
  MAX_OPEN_ORDERS,
  ORDER_TOTAL_MAX,
  ORDER_TOTAL_MIN,
  PRODUCT_NAME,
  REVIEWS_PER_DAY,
} from './constants';

export const TEXT = {
  headline: 'Ride bikes. Have fun. Feel good.',
  featuredTools: 'FEATURED TOOLS',
  allTools: 'All Tools',
  whatCustomerSays: 'What Customer Says',
  whyBest: `Why ${PRODUCT_NAME} is best`,
  addToCart: 'Add to cart',
  buyNow: 'BUY NOW',
  notFound: 'Sorry Searched Page is Not Found',
  goToHome: 'Go to Home',
  forgetPassword: 'Forget password?',
  continueWithGoogle: 'Continue With Google',
  profileBanner: 'Your Profile Can Update As You Want',
  orderCount: 'Order :',
  customersCart: "Customer's Cart",
  youPayFor: 'You pay for',
  reviewHeading: 'Your opinion matters to us!',
  rateOurServices: 'Rate our services.',
  maybeLater: 'Maybe later',
  makeAdmin: 'Make Admin',
  alreadyAdmin: 'Already Admin',
  areYouSure: 'Are you sure?',
  deletedToolCannotBeUndone: 'Deleted tool can not be undone',
  deletedOrderCannotBeUndone: 'Deleted order can not be undone',
  pending: 'pending',
  paid: 'Paid',
  unpaid: 'Unpaid',
  pendingButton: 'Pending',
  shipped: 'Shipped',
  confirmed: 'Confirmed',
  descriptionCounter: (length: number) => `${length}/${DESCRIPTION_MAX_LENGTH}`,
  confirmDeleteTool: (name: string) => `Do you really want to delete ${name} from list ?`,
  confirmDeleteOrder: (tool: string) => `Do you really want to delete your order for ${tool} ?`,
  paymentCompleted: (tool: string) => `Your payment is completed for ${tool}`,
  paymentProcessing: (tool: string) =>
    `Your payment for ${tool} is processing. The order shows as paid as soon as your bank confirms it.`,
  paymentsNotConfigured: 'Card payments are not set up for this shop yet.',
  cardDetails: 'Card details',
  verifiedBuyer: 'Verified buyer',
} as const;

/** Validation messages: the forms and the API refuse a field with the same words. */
export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please provide a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'password must be greater than 6 character ',
  nameRequired: 'Name is required',
  rateRequired: 'Rate is required',
  reviewRequired: 'review is required',
  toolNameRequired: 'Please provide tool name ! its required',
  toolImageRequired: 'Please provide tool image ! its required',
  minimumOrderRequired: 'Please provide tool minimum order quantity ! its required',
  minimumOrderTooSmall: 'Minimum order quantity must be greater than 1',
  availableQuantityRequired: 'Please provide tool available quantity ! its required',
  availableQuantityTooSmall: 'Minimum available quantity must be greater than 1',
  priceRequired: 'Please provide tool per unit price ! its required',
  descriptionRequired: 'Please provide tool description ! its required',
  orderQuantityMin: (min: number) => `Minimum order quantity must be greater than ${min}`,
  orderQuantityMax: (max: number) => `Maximum order quantity must be smaller than or equal ${max}`,
  phoneRequired: 'Please provide your phone number ! its required',
  addressRequired: 'Please provide your address ! its required',
  profileNameRequired: 'Please provide tool name ! its required',
  educationRequired: 'Please provide your education ! its required',
  linkedinRequired: 'Please provide your linkedin ! its required',
  cityRequired: 'Please provide your city ! its required',
  districtRequired: 'Please provide your district ! its required',
  resetEmailRequired: 'Please enter your email',
  // Beyond the spec's messages: whole numbers, a positive price and well-formed fields.
  minimumOrderWhole: 'Minimum order quantity must be a whole number',
  availableQuantityWhole: 'Available quantity must be a whole number',
  orderQuantityWhole: 'Order quantity must be a whole number',
  minimumOrderAboveStock: 'Minimum order quantity can not be more than the available quantity',
  pricePositive: 'Price must be more than $0',
  phoneInvalid: 'Please provide a valid phone number (digits, spaces, +, - or brackets)',
  linkedinInvalid: 'Please provide your LinkedIn URL (https://www.linkedin.com/in/...)',
  toolImageUrl: 'The image must be an https:// address or a path on this site',
  toolPriceTooHigh: `The price can be at most $${ORDER_TOTAL_MAX}`,
  orderTotalRange: `An order must cost between $${ORDER_TOTAL_MIN.toFixed(2)} and $${ORDER_TOTAL_MAX.toLocaleString('en-US')}`,
  categoryRequired: 'Please choose the tool category ! its required',
  lowStockThresholdWhole: 'The low-stock threshold must be a whole number',
  lowStockThresholdRange: `The low-stock threshold must be between 0 and ${LOW_STOCK_THRESHOLD_MAX.toLocaleString('en-US')}`,
} as const;

/** Toasts: what an action tells the person who took it, when it worked and when it failed. */
export const NOTICE = {
  toolAdded: 'Tool added',
  toolAddFailed: 'Failed to add!',
  toolDeleted: (name: string) => `${name} is deleted`,
  toolUpdated: (name: string) => `${name} is updated`,
  reviewThanks: (name: string) => `Thank you ${name} for your feedback`,
  reviewFailed: 'Sorry,failed to add your feedback',
  profileUpdated: 'Updated your information',
  profileFailed: 'Sorry,failed to update',
  adminAdded: 'Admin successfully added',
  adminFailed: 'failed to make an admin',
  orderAdded: 'Congratulation! YOur order is added to your cart .',
  orderFailed: 'Sorry,failed to add your order',
  orderDeleted: (tool: string) => `${tool} is deleted`,
  /** The order's name, then ' successfully shipped'. */
  shipped: (order: string) => `${order} successfully shipped`,
  resetEmailSent: 'Sent Email',
  noUser: 'No user is logged in',
  newsletterSubscribed: 'Thank you for subscribing! Confirm with the link we e-mailed you.',
  newsletterFailed: 'Sorry,failed to subscribe',
  imageUploadUnavailable: 'Image upload is not available here; please give an image URL instead.',
  adminOnly: 'That page is for admins only.',
  verificationSent: (email: string) =>
    `We sent a verification e-mail to ${email}: open its link to confirm your address.`,
} as const;

/**
 * What a page says when it cannot show what was asked, in words a shopper understands: never the
 * raw error. A script chunk that fails to load names the route's chunk.
 */
export const PAGE_ERROR = {
  orderNotFound: 'This order was not found',
  backToMyOrders: 'Back to My Orders',
  pageFailed: 'Sorry, this page could not be shown.',
  chunkFailed: (chunk: string) => `Loading chunk ${chunk} failed`,
  retry: 'Retry',
  /** An already paid order on the payment page. */
  alreadyPaid: 'This order is paid.',
} as const;

/** What sign-in says for each Firebase Auth error code (LOGIN_FALLBACK_ERROR for the others). */
export const LOGIN_ERRORS: Record<string, string> = {
  'auth/invalid-email': 'Invalid email provided, please provide a valid email',
  'auth/user-not-found': 'User Not Found',
  'auth/wrong-password': 'Wrong password.',
};
export const LOGIN_FALLBACK_ERROR = 'Something went wrong';

export const SIGNUP_ERRORS: Record<string, string> = {
  'auth/invalid-email': 'Invalid email provided, please provide a valid email',
  'auth/missing-email': 'Missing Email.',
  'auth/wrong-password': 'Wrong password.',
  'auth/internal-error': 'Internal Error.',
};

/** API error messages (JSON `{ message }`). */
export const API_ERROR = {
  unauthenticated: 'Sign in first: a valid bearer token is required',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  invalidJson: 'The request body is not valid JSON',
  tooLarge: 'The request body is too large',
  outOfStock: 'Not enough stock for this order',
  orderPaid: 'A paid order can not be changed',
  orderNotPaid: 'Only a paid order can be shipped',
  internal: 'Something went wrong',
  invalidBody: 'The request body must be a JSON object',
  invalidLimit: 'limit must be a positive whole number',
  invalidCursor: 'after must be the id of an item of this list',
  invalidId: 'The id is not valid',
  unknownEmail: 'No account uses this email',
  invalidNumber: 'Numbers must be finite',
  invalidQuantity: 'orderedQuantity must be a whole number',
  wrongType: 'This field has the wrong type',
  badRequest: 'The request is not valid',
  paymentsNotConfigured: 'Card payments are not set up: the server has no Stripe secret key',
  paymentNotConfirmed: 'Stripe has not confirmed this payment for this order',
  paymentRejected: 'Stripe refused this payment request',
  cardDeclined: 'The card was declined',
  paymentConflict: 'This payment is already being changed; try again',
  paymentsUnavailable: 'Card payments are unavailable right now; try again in a minute',
  busy: 'The shop is busy right now: please try again in a moment',
  invalidSignature: 'The Stripe signature is missing or invalid',
  methodNotAllowed: 'Method not allowed',
  tooManyOpenOrders: `You already have ${MAX_OPEN_ORDERS} unpaid orders: pay or delete one before ordering again`,
  orderExpired: 'This order has expired: its stock was released',
  transitionRefused: "The order's state does not allow this",
  orderDisputed: 'A disputed order can not be shipped until the dispute is won',
  orderShipped: 'A shipped order can not be cancelled',
  tooManyRequests: 'Too many requests: please wait a moment and try again',
  tooManyReviews: `You can post at most ${REVIEWS_PER_DAY} reviews a day: please come back tomorrow`,
  adminNotVerified:
    'This account has not verified its email address yet: it can become an admin once it has',
  appCheckRequired: 'This request did not come from the Pedalworks app',
  unknownCategory: 'category must be one of the catalogue categories',
  unknownSort: `sort must be one of ${Object.keys(TOOL_SORTS).join(', ')}`,
  invalidSearch: `q must be a search of at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
} as const;

/** The order's life beyond the three states My Orders shows: hold, expiry, cancellation, refunds. */
export const ORDER_TEXT = {
  reservedUntil: (time: string) => `Reserved until ${time}`,
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partiallyRefunded: (amount: string) => `Refunded ${amount}`,
  disputed: 'Disputed',
  cancel: 'Cancel',
  cancelAndRefund: 'Cancel and refund',
  keep: 'Keep order',
  confirmCancel: (tool: string) => `Cancel the order for ${tool} and put its stock back?`,
  confirmRefund: (tool: string, amount: string) =>
    `Cancel the order for ${tool}, refund ${amount} to the customer and put its stock back?`,
  cannotBeUndone: 'This can not be undone',
  orderCancelled: (tool: string) => `The order for ${tool} is cancelled`,
  orderRefunded: (tool: string) => `The order for ${tool} is cancelled and refunded`,
  cancelFailed: 'Sorry,failed to cancel the order',
} as const;

/** The catalogue's search, filters and sort (/allTool), and its search-engine texts. */
export const CATALOGUE_TEXT = {
  search: 'Search tools',
  category: 'Category',
  categories: 'Filter by category',
  allCategories: 'All',
  sortBy: 'Sort by',
  noResults: 'No tools match your search.',
  clearFilters: 'Clear filters',
  loadMore: 'Load more',
} as const;

/** Labels, headings and buttons of the signed-in screens (tool page and dashboards). */
export const DASHBOARD_TEXT = {
  dashboard: 'Dashboard',
  myProfile: 'My Profile',
  myOrders: 'My Orders',
  myReviews: 'My Reviews',
  allUsers: 'All Users',
  addTools: 'Add Tools',
  manageOrders: 'Manage Orders',
  manageTools: 'Manage Tools',
  name: 'Name',
  email: 'Email',
  education: 'Education',
  linkedin: 'Linkedin',
  phone: 'Phone',
  city: 'City',
  district: 'District',
  address: 'Address',
  update: 'Update',
  orderQuantity: 'Order Quantity',
  orderForm: 'Order form',
  add: 'Add',
  minimumOrder: 'Minimum order',
  availableQuantity: 'Available quantity',
  price: 'Price',
  perUnit: 'per unit',
  /** The header date of My Orders: fixed text, not today's date. */
  cartDate: 'Friday, 12 August 2022',
  quantity: 'Quantity',
  pay: 'Pay',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  transactionId: 'Transaction id',
  noOrders: 'You have no orders yet.',
  noReviews: 'You have not reviewed us yet.',
  noManagedOrders: 'No customer has ordered yet.',
  outOfStock: 'Out of stock',
  orderTotal: 'Total price',
  account: 'Account',
  writeReview: 'Write a review',
  rating: 'Rating',
  review: 'Review',
  submit: 'Submit',
  toolName: 'Tool name',
  imageFile: 'Image file',
  imageUrl: 'Image URL',
  chooseImage: 'Choose image file',
  description: 'Description',
  minimumOrderField: 'minimumOrder',
  availableQuantityField: 'availableQuantity',
  priceField: 'price',
  addTool: 'Add Tool',
  editTool: (name: string) => `Edit ${name}`,
  deleteTool: (name: string) => `Delete ${name}`,
  ordersTable: 'All orders',
  toolsTable: 'All tools',
  usersList: 'All users',
  ordersColumns: ['Tool Image', 'Tool Name', 'Ordered By', 'Ordered Quantity', 'Status', 'Actions'],
  toolsColumns: [
    'Tool Image',
    'Tool name',
    'Description',
    'Price',
    'Available Quantity',
    'Minimum Order',
    'Actions',
  ],
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  emailVerified: 'Email verified',
  emailNotVerified: 'Email not verified',
  signInProvider: (providers: readonly string[]) =>
    `Signs in with ${providers.length ? providers.map(providerName).join(', ') : 'unknown'}`,
} as const;

/** A sign-in provider id as people know it. */
export function providerName(provider: string): string {
  return (
    ({ password: 'email and password', 'google.com': 'Google' } as Record<string, string>)[
      provider
    ] ?? provider
  );
}

/** The page the newsletter confirmation link opens (GET /api/newsletter/confirm). */
export const NEWSLETTER_TEXT = {
  confirmedTitle: 'Subscription confirmed',
  confirmed: 'Thank you: your newsletter subscription is confirmed.',
  invalidTitle: 'Link not valid',
  invalid: `This confirmation link is not valid or has expired. Sign up again on the home page of ${PRODUCT_NAME}.`,
  backToShop: `Back to ${PRODUCT_NAME}`,
} as const;
