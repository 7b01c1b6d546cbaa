import { PageFrame } from '@gcw/shared';

export function CpTeamsPage() {
  return (
    <PageFrame
      title="Tim Competitive Programming"
      subtitle="Tim, pembayaran dan tahap Competitive Programming."
    />
  );
}
