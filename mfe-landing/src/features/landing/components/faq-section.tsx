import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useFaqItems } from '../hooks/use-faq-items';
import { FaqList } from './faq-list';

const TABS = [
  { key: 'general', label: 'General' },
  { key: 'registration', label: 'Registration' },
] as const;

/** The FAQ in two tabs, General and Registration (SPEC §2), carrying the rules of SPEC §1. */
export function FaqSection() {
  const items = useFaqItems();
  const [current, setCurrent] = useState<(typeof TABS)[number]['key']>('general');
  return (
    <Box component="section" id="faq" aria-labelledby="faq-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography id="faq-title" variant="h2" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
          FAQ
        </Typography>
        <Tabs
          value={current}
          onChange={(_event, value: (typeof TABS)[number]['key']) => setCurrent(value)}
          aria-label="Kategori FAQ"
          variant="fullWidth"
          sx={{ mb: 3 }}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`faq-tab-${tab.key}`}
              aria-controls={`faq-panel-${tab.key}`}
            />
          ))}
        </Tabs>
        {TABS.map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`faq-panel-${tab.key}`}
            aria-labelledby={`faq-tab-${tab.key}`}
            hidden={current !== tab.key}
          >
            {current === tab.key ? <FaqList items={items[tab.key]} /> : null}
          </div>
        ))}
      </Container>
    </Box>
  );
}
