import { englishFound } from '../replaced-english';

/**
 * The requirements' texts fixed word for word in English (docs/requirements.md) (the login screen, the landing's copy, the
 * sidebar's menu, the toasts and messages of R4, R5 and R8). They are taken out of a page's
 * text before it is searched, so only English the product added itself is found.
 */
export const SPEC_FIXED_ENGLISH: readonly string[] = [
  'Welcome back',
  'Please sign in to continue to our platform',
  'Enter your email',
  'Enter your password',
  'Signing in...',
  'Signing you in...',
  'Sign in',
  'Secure Sign-On',
  "Don't have an account? Register now",
  'Register Now',
  'About Us',
  'Login',
  'Log Out',
  'GuideBook',
  'General',
  'Registration',
  'Admin Dashboard',
  'Users',
  'Hackathon Teams',
  'CP Teams',
  'My Team',
  'Stage 1 Proposal',
  'Stage 2 Video',
  'Stage 1 Warm-up',
  'Stage 2 Qualifying',
  'Final',
  'Successfully log out!',
  'Failed to log out',
  'Please enter a valid email address',
  'Password is required',
  'Invalid email or password',
  'Failed to process login. Please try again.',
  'Authentication failed. Missing token.',
  'Failed to validate token',
  'Google authentication failed. Please try again.',
  'Failed to fetch profile',
  'Failed to fetch events',
];

/**
 * English a person would read as an untranslated interface (besides the accessibility pass's list in
 * replaced-english.ts). Whole words, as written on a button or a label; user content in the
 * rehearsal is Indonesian, so any of these is the product's own.
 */
const ENGLISH_WORDS: readonly string[] = [
  'Submit',
  'Cancel',
  'Save',
  'Delete',
  'Edit',
  'Loading',
  'Search',
  'Required',
  'Settings',
  'Upload',
  'Download',
  'Next',
  'Previous',
  'Confirm',
  'Back',
  'Sent',
  'Pending',
  'Failed',
  'Success',
  'Error',
  'Warning',
  'Something went wrong',
  'Not found',
  'Page not found',
  'Send',
  'Preview',
  'Withdraw',
  'Verified',
  'Unverified',
  'Approved',
  'Rejected',
  'Payment',
  'Amount',
  'Copy',
  'Copied',
  'Checklist',
  'Outbox',
  'Draft',
  'Scheduled',
  'Recipients',
  'Announcement',
  'Ticket',
  'Seat',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English found in a page's readable text, quoted, the requirements' fixed texts left out. */
export function productEnglish(text: string): string[] {
  let rest = text;
  // Longest first: 'Sign in' must not eat a part of 'Please sign in to continue…'.
  for (const fixed of [...SPEC_FIXED_ENGLISH].sort((a, b) => b.length - a.length))
    rest = rest.split(fixed).join(' ');
  const found = englishFound(rest);
  for (const word of ENGLISH_WORDS) {
    if (new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'u').test(rest))
      found.push(`"${word}"`);
  }
  return found;
}
