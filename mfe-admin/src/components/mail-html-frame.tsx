import Box from '@mui/material/Box';

/**
 * Every link of the mail opens in a new tab: a <base target> in the document's head (or in
 * front of it when the mail has no head).
 */
export function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}

/**
 * The mail's HTML as the student sees it, in a sandbox: no scripts, no forms, an origin of its
 * own (no `allow-same-origin`), so nothing in a mail can reach the admin's page or token. Only
 * popups are allowed, so its links open (in a new tab, outside the sandbox).
 */
export function MailHtmlFrame({ html }: { html: string }) {
  return (
    <Box
      component="iframe"
      title="Tampilan HTML e-mail"
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={withLinksInNewTab(html)}
      sx={{
        width: '100%',
        height: { xs: 360, sm: 440 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'common.white',
      }}
    />
  );
}
