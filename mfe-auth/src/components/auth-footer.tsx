import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import EmailIcon from '@mui/icons-material/Email';
import InstagramIcon from '@mui/icons-material/Instagram';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The footer: the copyright year from configuration (2025) and the three social links. */
export function AuthFooter() {
  const { eventName, copyrightYear, social } = useAppSelector(selectAppConfig);
  // MUI has no TikTok icon; a music note is the usual stand-in.
  const links = [
    { label: 'TikTok', href: social.tiktok, icon: <MusicNoteIcon fontSize="small" /> },
    { label: 'Instagram', href: social.instagram, icon: <InstagramIcon fontSize="small" /> },
    { label: 'Mail', href: social.email, icon: <EmailIcon fontSize="small" /> },
  ];
  return (
    <Box component="footer" sx={{ mt: 4, textAlign: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mb: 1 }}>
        {links.map((link) => (
          <IconButton
            key={link.label}
            component="a"
            href={link.href}
            aria-label={link.label}
            size="small"
            {...(link.href.startsWith('mailto:')
              ? {}
              : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {link.icon}
          </IconButton>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        © {copyrightYear} {eventName}. All rights reserved.
      </Typography>
    </Box>
  );
}
