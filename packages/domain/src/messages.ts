/**
 * Every user-facing text of the shop. Keep each word for word, spelling and spacing included:
 * the pages show them and the tests find the pages' elements by them. Those of forms, errors and
 * the order and newsletter pages live in ./form-messages.ts.
 */
import { DESCRIPTION_MAX_LENGTH, PRODUCT_NAME } from './constants';

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
  verifiedBuyer: 'Verified buyer',
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
  sales: 'Sales',
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
  outOfStock: 'Out of stock',
  orderTotal: 'Total price',
  account: 'Account',
  writeReview: 'Write a review',
  rating: 'Rating',
  review: 'Review',
  submit: 'Submit',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
} as const;
