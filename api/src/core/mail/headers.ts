/**
 * Text that goes into a mail header (subject, a display name). CR and LF would let a name such
 * as "Ana\r\nBcc: x@evil" add headers, so every control character becomes a space; nodemailer
 * then encodes what is left (RFC 2047).
 */
export function headerText(value: string, max = 200): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

/** The domain of MAIL_FROM, used to build Message-IDs the sender can vouch for. */
export function senderDomain(mailFrom: string): string {
  const match = /@([^@\s>]+)>?\s*$/.exec(mailFrom);
  return match ? match[1]!.toLowerCase() : 'gcw.local';
}
