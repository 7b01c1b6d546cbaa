import { PATHS } from '@gcw/shared';

import type { NextStep, StepFacts } from '../../lib/step-rules';
import { beforeRegistration, upcoming } from '../../lib/step-rules';

/** The seminar: register, then bring the ticket. */
export function seminarStep(facts: StepFacts): NextStep {
  if (facts.status === 'Unregistered') {
    return beforeRegistration(facts, {
      title: 'Daftar seminar',
      detail: 'Pendaftaran memakai data profil Anda; tiket langsung terbit.',
      action: { label: 'Daftar seminar', to: PATHS.seminar },
    });
  }
  return {
    title: 'Bawa tiket Anda',
    detail: facts.ticket
      ? `Tunjukkan kode QR tiket ${facts.ticket.ticket_id} saat masuk.`
      : 'Tunjukkan kode QR tiket Anda saat masuk.',
    action: { label: 'Lihat tiket', to: PATHS.seminar },
    deadline: upcoming('Hari seminar', facts.settings.seminar.starts_at, facts.now),
  };
}
