import { selectAppConfig, useAppSelector, useEventSettings } from '@gcw/shared/store';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { EventDeadline } from '../../../components/event-deadline';
import { FactList } from '../../../components/fact-list';
import type { CpSection } from '../cp-stage-content';
import { cpStageContent } from '../cp-stage-content';
import { dateText, TO_BE_ANNOUNCED } from '../stage-dates';

const WINDOWS = {
  'stage-1': { window: 'stage_1', label: 'Warm-up' },
  'stage-2': { window: 'stage_2', label: 'Babak penyisihan' },
} as const;

/** A Competitive Programming stage: schedule, the contest link and what the team needs. */
export function CpStage({ section }: { section: CpSection }) {
  const { dashboard } = useAppSelector(selectAppConfig);
  const content = cpStageContent(section, dashboard, useEventSettings());
  const schedule = [
    { label: 'Mulai', value: dateText(content.start) },
    ...(content.end ? [{ label: 'Selesai', value: dateText(content.end) }] : []),
    { label: 'Tempat', value: content.place || TO_BE_ANNOUNCED },
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          {section === 'final' ? null : (
            <EventDeadline event="competitive-programming" {...WINDOWS[section]} />
          )}
          <Typography>{content.about}</Typography>
          <FactList facts={schedule} />
          {content.contestUrl ? (
            <Button
              variant="contained"
              href={content.contestUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ alignSelf: 'flex-start' }}
            >
              Buka platform kontes
            </Button>
          ) : (
            <Typography color="text.secondary">
              Tautan platform kontes akan muncul di sini menjelang babak dimulai.
            </Typography>
          )}
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
            Yang perlu disiapkan tim
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {content.needs.map((need) => (
              <li key={need}>{need}</li>
            ))}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
