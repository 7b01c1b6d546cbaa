import { headerText } from './headers';

/** Every mail has a plain-text and an HTML part built from the same few pieces. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  eventName: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action: { label: string; url: string } | null;
  /** A closing line, e.g. "Abaikan e-mail ini jika Anda tidak memintanya." */
  footnote?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderMail(input: MailParts): MailContent {
  // A name is one line in the body too (a registration may carry CR/LF).
  const parts = { ...input, greetingName: headerText(input.greetingName, 120) };
  const { eventName, action } = parts;
  const sign = `Salam,\nPanitia ${eventName}`;
  const text = [
    `Halo ${parts.greetingName},`,
    ...parts.paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(parts.footnote ? [parts.footnote] : []),
    sign,
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1565c0;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      p(`Jika tombol tidak berfungsi, buka tautan ini: ${action.url}`)
    : '';
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(eventName)}</h1>
${p(`Halo ${parts.greetingName},`)}
${parts.paragraphs.map(p).join('\n')}
${button}
${parts.footnote ? p(parts.footnote) : ''}
<p style="margin:24px 0 0;color:#52606d">Salam,<br>Panitia ${escapeHtml(eventName)}</p>
</body></html>`;
  return { subject: parts.subject, text, html };
}
