import type { CompetitionType } from '@gcw/shared';

import { COMPETITIONS } from '../../lib/competition-info';
import type { NextStep, StepFacts } from '../../lib/step-rules';
import { beforeRegistration, upcoming } from '../../lib/step-rules';

/** After registration: the payment review decides whether anything else can happen. */
function paymentStep(type: CompetitionType, facts: StepFacts): NextStep {
  const { teamPath } = COMPETITIONS[type];
  const payment = facts.team?.payment_status;
  if (payment === 'rejected') {
    return {
      title: 'Unggah ulang bukti pembayaran',
      detail: facts.team?.payment_note
        ? `Bukti pembayaran ditolak: ${facts.team.payment_note}`
        : 'Bukti pembayaran ditolak panitia.',
      action: { label: 'Unggah ulang bukti', to: teamPath },
    };
  }
  if (payment === 'verified') {
    return {
      title: 'Tunggu Tahap 1 dibuka',
      detail: 'Pembayaran sudah diverifikasi. Kami kabari saat tim Anda masuk Tahap 1.',
      action: { label: 'Lihat tim', to: teamPath },
    };
  }
  return {
    title: 'Tunggu verifikasi pembayaran',
    detail: 'Panitia sedang memeriksa bukti pembayaran tim Anda.',
    action: { label: 'Lihat tim', to: teamPath },
  };
}

function hackathonStage(facts: StepFacts, stage: 1 | 2): NextStep {
  const info = COMPETITIONS.hackathon;
  const submitted = facts.team?.submissions.some((submission) => submission.stage === stage);
  const what = stage === 1 ? 'proposal' : 'video';
  const { hackathon } = facts.settings;
  const deadline = upcoming(
    `Batas pengumpulan ${what}`,
    (stage === 1 ? hackathon.stage_1 : hackathon.stage_2).closes_at,
    facts.now,
  );
  if (submitted) {
    return {
      title: 'Tunggu hasil penilaian',
      detail: `${stage === 1 ? 'Proposal' : 'Video'} tim Anda sudah terkirim; Anda masih bisa menggantinya sebelum batas waktu.`,
      action: { label: `Lihat ${what}`, to: info.stages[stage - 1]?.path ?? info.teamPath },
      deadline,
    };
  }
  return {
    title: stage === 1 ? 'Kumpulkan proposal' : 'Kirim tautan video',
    detail: info.stages[stage - 1]?.detail ?? '',
    action: {
      label: stage === 1 ? 'Kumpulkan proposal' : 'Kirim video',
      to: info.stages[stage - 1]?.path ?? info.teamPath,
    },
    deadline,
  };
}

function cpStage(facts: StepFacts, stage: 1 | 2 | 3): NextStep {
  const info = COMPETITIONS['competitive-programming'];
  const { settings, now } = facts;
  const cp = settings['competitive-programming'];
  const dates = [
    upcoming('Warm-up dimulai', cp.stage_1.opens_at, now) ??
      upcoming('Warm-up berakhir', cp.stage_1.closes_at, now),
    upcoming('Qualifying dimulai', cp.stage_2.opens_at, now) ??
      upcoming('Qualifying berakhir', cp.stage_2.closes_at, now),
    upcoming('Final', settings.general.final_day, now),
  ];
  const page = info.stages[stage - 1];
  return {
    title: stage === 3 ? 'Bersiap untuk final' : `Ikuti ${page?.title ?? 'tahap ini'}`,
    detail: page?.detail ?? '',
    action: { label: 'Buka tahap', to: page?.path ?? info.teamPath },
    deadline: dates[stage - 1],
  };
}

/** A competition: register a team, pass the payment review, then each stage's work. */
export function competitionStep(type: CompetitionType, facts: StepFacts): NextStep {
  const info = COMPETITIONS[type];
  switch (facts.status) {
    case 'Unregistered':
      return beforeRegistration(facts, {
        title: 'Daftarkan tim',
        detail: 'Buat tim baru dengan bukti pembayaran, atau gabung dengan kode dari ketua tim.',
        action: { label: `Daftar ${info.title}`, to: info.overviewPath },
      });
    case 'Registered':
      return paymentStep(type, facts);
    case 'Stage-1':
      return type === 'hackathon' ? hackathonStage(facts, 1) : cpStage(facts, 1);
    case 'Stage-2':
      return type === 'hackathon' ? hackathonStage(facts, 2) : cpStage(facts, 2);
    case 'Final':
      return type === 'hackathon'
        ? {
            title: 'Bersiap untuk final',
            detail: 'Presentasikan solusi tim Anda di hadapan juri.',
            action: { label: 'Lihat info final', to: info.stages[2]?.path ?? info.teamPath },
            deadline: upcoming('Final', facts.settings.general.final_day, facts.now),
          }
        : cpStage(facts, 3);
  }
}
