/** A name that already says it is a team: "Tim Garuda AI", "TIM Garuda", "tim garuda". */
const SAYS_TEAM = /^tim\s/i;

/**
 * A team's name as a text says it: "tim Garuda AI" mid-sentence, "Tim Garuda AI" opening one
 * (prefix 'Tim'), but a team that named itself "Tim Garuda AI" is never "tim Tim Garuda AI".
 * Mails, the bell and the dashboards all say it this way.
 */
export function teamNameWithPrefix(name: string, prefix: 'tim' | 'Tim' = 'tim'): string {
  const trimmed = name.trim();
  if (!SAYS_TEAM.test(trimmed)) return `${prefix} ${trimmed}`;
  // A sentence still opens with a capital when the team wrote "tim garuda".
  return prefix === 'Tim' ? `T${trimmed.slice(1)}` : trimmed;
}
