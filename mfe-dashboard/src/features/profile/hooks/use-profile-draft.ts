import type { User } from '@gcw/shared';
import { useEffect, useState } from 'react';

import type { ProfileDraft } from '../profile-draft';
import { readProfileDraft, sameTyped, typedFields, writeProfileDraft } from '../profile-draft';
import type { ProfileFormValues } from '../profile-schema';
import { initialProfileValues } from '../profile-schema';

/** The draft this browser kept for the account, read once when the form opens. */
export function useRestoredDraft(userId: number): ProfileDraft | null {
  const [restored] = useState(() => readProfileDraft(userId));
  return restored;
}

/**
 * Keeps what the student typed (and the name of a screenshot not saved yet) while it differs
 * from the saved profile, so Back or a reload loses nothing; once the form matches the saved
 * profile again (after a successful save) the draft is gone.
 */
export function useDraftAutosave(
  user: User,
  values: ProfileFormValues,
  pendingFile: string | null,
) {
  useEffect(() => {
    const typed = typedFields(values);
    const unchanged = sameTyped(typed, typedFields(initialProfileValues(user)));
    writeProfileDraft(
      user.id,
      unchanged && !pendingFile ? null : { values: typed, fileName: pendingFile },
    );
  }, [user, values, pendingFile]);
}
