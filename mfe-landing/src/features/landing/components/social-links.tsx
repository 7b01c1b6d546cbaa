import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import EmailIcon from '@mui/icons-material/Email';
import InstagramIcon from '@mui/icons-material/Instagram';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

/** TikTok, Instagram and mail (R2.12), from the deploy-time configuration. */
export function SocialLinks() {
  const { social } = useAppSelector(selectAppConfig);
  // MUI has no TikTok icon; a music note is the usual stand-in.
  const links = [
    { label: 'TikTok', href: social.tiktok, icon: <MusicNoteIcon />, external: true },
    { label: 'Instagram', href: social.instagram, icon: <InstagramIcon />, external: true },
    { label: 'Email', href: social.email, icon: <EmailIcon />, external: false },
  ];
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
      {links.map((link) => (
        <IconButton
          key={link.label}
          component="a"
          href={link.href}
          aria-label={link.label}
          color="inherit"
          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {link.icon}
        </IconButton>
      ))}
    </Stack>
  );
}
