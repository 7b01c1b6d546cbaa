/** Texts of R4.6, R4.8, R5 and R8, word for word. */
export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  loginException: 'Failed to process login. Please try again.',
  googleMissingToken: 'Authentication failed. Missing token.',
  googleValidationFailed: 'Failed to validate token',
  googleWidgetError: 'Google authentication failed. Please try again.',
  profileFetchFailed: 'Failed to fetch profile',
  eventsFetchFailed: 'Failed to fetch events',
  logoutSuccess: 'Successfully log out!',
  logoutFailed: 'Failed to log out',
  refreshFailed: 'Failed to refresh token',
  signingIn: 'Signing you in...',
} as const;
