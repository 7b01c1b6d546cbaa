import type { LandingFactName, LandingFacts } from '../settings/landing-facts';

/**
 * A text from the event settings, marked so the prerendered page's script can correct it
 * before the app runs (src/islands/settings-island.ts).
 */
export function FactText({ name, facts }: { name: LandingFactName; facts: LandingFacts }) {
  return <span data-fact={name}>{facts.texts[name]}</span>;
}
