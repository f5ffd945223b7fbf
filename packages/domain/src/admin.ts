/** The admins' pages' words, apart from messages.ts, which every page carries. */
export const ADMIN_TEXT = {
  noManagedOrders: 'No customer has ordered yet.',
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
  searchTools: 'Find by words of the name or description',
  usersList: 'All users',
  searchUsers: 'Find by e-mail',
  noUsersFound: 'No account has an e-mail address that starts like this.',
  ordersColumns: ['Tool Image', 'Tool Name', 'Ordered By', 'Ordered Quantity', 'Status', 'Actions'],
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
