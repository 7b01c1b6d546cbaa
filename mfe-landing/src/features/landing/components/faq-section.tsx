import { PRERENDER_IDS } from '@gcw/shared';
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

type TabKey = (typeof TABS)[number]['key'];

/** A visitor may have switched tabs on the prerendered page before the app took it over. */
function tabChosenBeforeTheApp(): TabKey {
  if (typeof document === 'undefined') return 'general';
  const chosen = document
    .getElementById(PRERENDER_IDS.page)
    ?.querySelector('[aria-label="Kategori FAQ"] [role="tab"][aria-selected="true"]')
    ?.id.replace(/^faq-tab-/, '');
  return TABS.find((tab) => tab.key === chosen)?.key ?? 'general';
}

/** The FAQ in two tabs, General and Registration (R2.10), carrying the rules of R1.2 and R1.7. */
export function FaqSection() {
  const items = useFaqItems();
  const [current, setCurrent] = useState<TabKey>(tabChosenBeforeTheApp);
  return (
    <Box component="section" id="faq" aria-labelledby="faq-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography id="faq-title" variant="h2" component="h2" sx={{ textAlign: 'center', mb: 3 }}>
          FAQ
        </Typography>
        <Tabs
          value={current}
          onChange={(_event, value: TabKey) => setCurrent(value)}
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
            {/* Both lists are in the page (the prerendered HTML switches tabs without React). */}
            <FaqList items={items[tab.key]} />
          </div>
        ))}
      </Container>
    </Box>
  );
}
