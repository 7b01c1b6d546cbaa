import { PageFrame } from '@gcw/shared';

export function HackathonTeamsPage() {
  return <PageFrame title="Tim Hackathon" subtitle="Tim, pembayaran dan tahap Hackathon." />;
}
