import { PageFrame } from '@gcw/shared';
import Typography from '@mui/material/Typography';

export function LoginPage() {
  return (
    <PageFrame title="Welcome back" subtitle="Please sign in to continue to our platform">
      <Typography color="text.secondary">Formulir masuk sedang disiapkan.</Typography>
    </PageFrame>
  );
}
