/** The fallback mascot image shown when a user has no photo (R2.27 sidebar footer). */
export const MASCOT_IMAGE_URL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" rx="12" fill="#1a4fd8"/>' +
      '<circle cx="32" cy="30" r="16" fill="#f5a524"/>' +
      '<circle cx="26" cy="27" r="3" fill="#0b1b4d"/><circle cx="38" cy="27" r="3" fill="#0b1b4d"/>' +
      '<path d="M24 35q8 7 16 0" stroke="#0b1b4d" stroke-width="3" fill="none" stroke-linecap="round"/>' +
      '<rect x="22" y="48" width="20" height="6" rx="3" fill="#ffffff"/></svg>',
  );
