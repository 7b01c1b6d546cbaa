import type { CompetitionSettings } from './event-settings';

/**
 * The organizers' texts and links of a competition's stage pages, added in 2.16 (with the event settings:
 * app-config.json keeps only deploy facts). They travel in each competition's section of the
 * settings beside CompetitionSettings' fields; a new interface, because a field added to
 * CompetitionSettings would change an export and need a major release. '' means not set: the
 * page shows its own default.
 */
export interface CompetitionTexts {
  /** How to pay, shown beside the upload of the proof. */
  payment_instructions: string;
  /** Competitive Programming: the warm-up's contest link (https). */
  stage_1_url: string;
  /** Competitive Programming: the qualifying round's contest link (https). */
  stage_2_url: string;
  final_place: string;
  /** Competitive Programming: the final's contest link (https). */
  final_url: string;
  /** What the finalists do, under the final's heading. */
  final_info: string;
}

export type CompetitionSettingsWithTexts = CompetitionSettings & CompetitionTexts;

export const DEFAULT_COMPETITION_TEXTS: CompetitionTexts = {
  payment_instructions: '',
  stage_1_url: '',
  stage_2_url: '',
  final_place: '',
  final_url: '',
  final_info: '',
};

/** The texts of a section, whether or not the API that answered already knew them. */
export function competitionTexts(
  settings: CompetitionSettings & Partial<CompetitionTexts>,
): CompetitionTexts {
  const { payment_instructions, stage_1_url, stage_2_url, final_place, final_url, final_info } = {
    ...DEFAULT_COMPETITION_TEXTS,
    ...settings,
  };
  return { payment_instructions, stage_1_url, stage_2_url, final_place, final_url, final_info };
}
