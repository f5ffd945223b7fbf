/** Every user-facing text of the spec, word for word (spelling and spacing included). */
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
  paymentsNotConfigured: 'Card payments are not set up for this shop yet.',
} as const;

/** Validation messages (spec section 5). */
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
} as const;

/** Toasts and errors (spec sections 7 and 8). */
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
  shipped: ' successfully shipped',
  resetEmailSent: 'Sent Email',
  noUser: 'No user is logged in',
  newsletterSubscribed: 'Thank you for subscribing!',
  newsletterFailed: 'Sorry,failed to subscribe',
  imageUploadUnavailable: 'Image upload is not available here; please give an image URL instead.',
} as const;

/** Sign-in errors by identity provider code (spec section 8). */
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
  notImplemented: 'Card payments are not available yet',
  outOfStock: 'Not enough stock for this order',
  orderPaid: 'A paid order can not be changed',
  orderNotPaid: 'Only a paid order can be shipped',
  internal: 'Something went wrong',
  invalidBody: 'The request body must be a JSON object',
  invalidLimit: 'limit must be a positive whole number',
  invalidCursor: 'after must be the id of an item of this list',
  invalidId: 'The id is not valid',
  alreadyShipped: 'This order is already shipped',
  unknownEmail: 'No account uses this email',
  invalidNumber: 'Numbers must be finite',
} as const;
