import { TeamsPage } from './teams-page';

export function HackathonTeamsPage() {
  return (
    <TeamsPage
      eventType="hackathon"
      title="Tim Hackathon"
      subtitle="Tim, pembayaran dan tahap Hackathon."
    />
  );
}
