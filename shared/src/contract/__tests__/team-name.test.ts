import { teamNameWithPrefix } from '../team-name';

describe('teamNameWithPrefix', () => {
  it('says "tim" before a name that does not', () => {
    expect(teamNameWithPrefix('Garuda AI')).toBe('tim Garuda AI');
    expect(teamNameWithPrefix('Garuda AI', 'Tim')).toBe('Tim Garuda AI');
    // "Timur" is a name, not the word "tim".
    expect(teamNameWithPrefix('Timur Jaya', 'Tim')).toBe('Tim Timur Jaya');
  });

  it.each(['Tim Garuda AI', 'TIM Garuda AI', 'tim Garuda AI', ' Tim  Garuda AI'])(
    'never says it twice for %p',
    (name) => {
      expect(teamNameWithPrefix(name)).not.toMatch(/^tim\s+tim\s/i);
      expect(teamNameWithPrefix(name, 'Tim')).toMatch(/^T[iI][mM]\s+Garuda AI$/);
    },
  );
});
