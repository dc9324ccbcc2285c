// Texts shared by server and web, copied exactly from the spec.
export const AUTH_MESSAGES = {
  unknownEmail: 'Invalid email id!',
  wrongPassword: 'Invalid password!',
  invalidCredentials: 'Invalid Credentials.',
  unknownUser: (phone: string) => `Unknown user ID. Please contact the provider at ${phone} to change your user ID.`,
  linkExpired: 'Sorry, Your link is expired',
  noAccess: "No Access: You don't have permission to access this page.",
  notFound: 'Error 404 = Page not found',
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Please wait ${seconds} seconds and try again.`,
} as const;
