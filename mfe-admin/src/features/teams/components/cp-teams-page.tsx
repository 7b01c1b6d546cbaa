import { TeamsPage } from './teams-page';

export function CpTeamsPage() {
  return (
    <TeamsPage
      eventType="competitive-programming"
      title="Tim Competitive Programming"
      subtitle="Tim, pembayaran dan tahap Competitive Programming."
    />
  );
}
