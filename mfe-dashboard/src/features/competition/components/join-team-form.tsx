import type { CompetitionType, TeamSummary } from '@gcw/shared';
import { joinCodeSchema, normalizeJoinCode } from '@gcw/shared';
import { selectUser, useAppSelector } from '@gcw/shared/store';
import { bindField } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { COMPETITIONS } from '../../../lib/competition-info';
import { refusalMessage } from '../../../lib/refusal-message';
import { useJoinTeamMutation, useLazyFindTeamByCodeQuery } from '../api/team-registration-api';
import { institutionMismatch } from '../institution-match';
import { JoinWarnings } from './join-warnings';
import { TeamSummaryCard } from './team-summary-card';

/** Join by code in two steps: find the team and show it, then join it. */
export function JoinTeamForm({
  competition,
  initialCode = '',
}: {
  competition: CompetitionType;
  /** From a share link (/dashboard/teams/join?code=…): filled in, still checked before joining. */
  initialCode?: string;
}) {
  const user = useAppSelector(selectUser);
  const [find] = useLazyFindTeamByCodeQuery();
  const [join, joinState] = useJoinTeamMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [found, setFound] = useState<TeamSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { join_code: initialCode },
    validationSchema: joinCodeSchema,
    onSubmit: async (values) => {
      setRefusal(null);
      setFound(null);
      const result = await find(normalizeJoinCode(values.join_code));
      if (result.error || !result.data) {
        setRefusal(refusalMessage(result.error, 'Tim tidak dapat dicari. Coba lagi.'));
        return;
      }
      setFound(result.data);
    },
  });

  const onJoin = async () => {
    if (!found) return;
    setRefusal(null);
    const code = normalizeJoinCode(formik.values.join_code);
    const result = await join(code);
    if (result.error) {
      const message = refusalMessage(result.error, 'Gagal bergabung ke tim. Coba lagi.');
      setRefusal(message);
      enqueueSnackbar(message, { variant: 'error' });
      // A refusal means the card may be stale (the team filled up meanwhile): show the team as
      // it is now. The statuses are left alone so the refusal stays on screen to be read.
      const again = await find(code);
      if (again.data) setFound(again.data);
      return;
    }
    enqueueSnackbar(`Anda bergabung dengan ${result.data.team_name}`, { variant: 'success' });
    navigate(COMPETITIONS[result.data.event_type].teamPath);
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={formik.handleSubmit}
        aria-label="Form cari tim"
      >
        <Typography color="text.secondary">
          Minta kode gabung dari ketua tim. Anggota tim harus berasal dari institusi yang sama.
        </Typography>
        <TextField
          {...bindField(formik, 'join_code', '10 huruf/angka, contoh: K7QP2MZX4N')}
          label="Kode gabung"
          required
          onChange={(event) => {
            setFound(null);
            formik.handleChange(event);
          }}
          slotProps={{
            htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false },
          }}
        />
        <Button type="submit" variant="outlined" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Mencari…' : 'Cari tim'}
        </Button>
      </Stack>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {found ? (
        <Stack spacing={2}>
          <TeamSummaryCard team={found} />
          <JoinWarnings
            team={found}
            competition={competition}
            institusi={user?.institusi ?? null}
          />
          <Button
            variant="contained"
            onClick={onJoin}
            // The server refuses another institution too; the warning above says which one.
            disabled={
              found.is_full ||
              joinState.isLoading ||
              institutionMismatch(found.institusi, user?.institusi ?? null) !== null
            }
          >
            {joinState.isLoading ? 'Bergabung…' : `Gabung ke ${found.team_name}`}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
