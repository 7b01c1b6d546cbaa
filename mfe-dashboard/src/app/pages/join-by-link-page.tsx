import type { TeamSummary } from '@gcw/shared';
import { normalizeJoinCode } from '@gcw/shared';
import { PageFrame } from '@gcw/shared/ui';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Notice } from '../../components/notice';
import { PageSkeleton } from '../../components/page-skeleton';
import { useLazyFindTeamByCodeQuery } from '../../features/competition/api/team-registration-api';
import { JoinTeamForm } from '../../features/competition/components/join-team-form';
import { COMPETITIONS } from '../../lib/competition-info';
import { refusalMessage } from '../../lib/refusal-message';

type Lookup =
  { state: 'loading' } | { state: 'found'; team: TeamSummary } | { state: 'none'; why: string };

/**
 * /dashboard/teams/join?code=…: the leader's share link. The code names the competition, so the
 * page looks it up first and then shows that competition's usual join form, filled in.
 */
export function JoinByLinkPage() {
  const [params] = useSearchParams();
  const code = normalizeJoinCode(params.get('code') ?? '');
  const [find] = useLazyFindTeamByCodeQuery();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });

  useEffect(() => {
    if (!code) {
      setLookup({ state: 'none', why: 'Tautan ini tidak berisi kode gabung.' });
      return;
    }
    let live = true;
    void find(code).then((result) => {
      if (!live) return;
      if (result.data) setLookup({ state: 'found', team: result.data });
      else
        setLookup({
          state: 'none',
          why: refusalMessage(result.error, 'Kode gabung tidak ditemukan atau sudah diganti.'),
        });
    });
    return () => {
      live = false;
    };
  }, [code, find]);

  let body;
  if (lookup.state === 'loading') body = <PageSkeleton label="Mencari tim" />;
  else if (lookup.state === 'found')
    body = <JoinTeamForm competition={lookup.team.event_type} initialCode={code} />;
  else
    body = (
      <Stack spacing={2}>
        <Notice
          severity="warning"
          title="Tim tidak dapat dibuka dari tautan ini"
          action={{ label: 'Ke Hackathon', to: COMPETITIONS.hackathon.overviewPath }}
        >
          {lookup.why} Minta tautan atau kode terbaru dari ketua tim, lalu gabung dari halaman
          kompetisinya.
        </Notice>
      </Stack>
    );

  return (
    <PageFrame
      title="Gabung tim"
      subtitle="Periksa timnya, lalu bergabung dengan kode dari ketua tim."
    >
      {body}
    </PageFrame>
  );
}
