import type { ErasurePreview, ErasureTeamOutcome } from '@gcw/shared';
import { formatNumber } from '@gcw/shared/format';

/** What happens to one team, in the words the student reads before confirming. */
export function teamOutcomeSentence(team: ErasureTeamOutcome): string {
  const name = `tim ${team.team_name} (${team.event})`;
  switch (team.outcome) {
    case 'handover':
      return `Kepemimpinan ${name} diserahkan kepada ${team.new_leader_name ?? 'anggota lain'}.`;
    case 'dissolve':
      return `Tim ${team.team_name} (${team.event}) dibubarkan.`;
    case 'leave':
      return `Anda keluar dari ${name}.`;
  }
}

/** Everything erasing the account removes or changes, one sentence each. */
export function removedSentences(preview: ErasurePreview): string[] {
  return [
    'Akun, profil, notifikasi, dan persetujuan Anda dihapus; Anda tidak dapat masuk lagi dengan akun ini.',
    ...preview.teams.map(teamOutcomeSentence),
    ...(preview.seminar_registered
      ? ['Pendaftaran seminar Anda dibatalkan dan tiketnya tidak berlaku lagi.']
      : []),
    ...(preview.files > 0 ? [`${formatNumber(preview.files)} berkas dihapus.`] : []),
  ];
}

/** What the event keeps after the erasure, and why (an empty list when nothing is kept). */
export function keptSentences(preview: ErasurePreview): string[] {
  return [
    ...(preview.certificates_kept > 0
      ? [
          `${formatNumber(preview.certificates_kept)} sertifikat tetap tercatat dengan nama samaran, agar tautan verifikasinya tetap berlaku.`,
        ]
      : []),
    ...(preview.payments_kept > 0
      ? [
          `${formatNumber(preview.payments_kept)} pembayaran yang sudah diverifikasi tetap ada dalam catatan tim (tanpa gambar bukti pembayaran).`,
        ]
      : []),
  ];
}
