import { API_BASE_PATH } from '@gcw/shared';
import { selectAppConfig, sidebarClosed, useAppDispatch, useAppSelector } from '@gcw/shared/store';
import Box from '@mui/material/Box';
import { useEffect } from 'react';

import { ClosingCta } from './closing-cta';
import { CountdownSection } from './countdown-section';
import { EventCardsSection } from './event-cards-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { TimelineSection } from './timeline-section';
import { TopBar } from './top-bar';

/** The landing page (R2.6–R2.13), top to bottom in the order the requirements list its parts. */
export function LandingPage() {
  const dispatch = useAppDispatch();
  const { apiOrigin } = useAppSelector(selectAppConfig);
  // R2.13: opening the landing page closes the sidebar.
  useEffect(() => {
    dispatch(sidebarClosed());
  }, [dispatch]);
  return (
    <Box
      sx={{ minWidth: 320, overflowX: 'clip' }}
      // The prerendered page's script reads the event settings from here after the first paint.
      data-settings-url={`${apiOrigin}${API_BASE_PATH}/settings`}
      // And closes the sidebar from here, where the shell has not started (src/islands).
      data-closes-sidebar=""
    >
      <TopBar />
      <Box component="main">
        <HeroSection />
        <TimelineSection />
        <CountdownSection />
        <EventCardsSection />
        <FaqSection />
        <ClosingCta />
      </Box>
      <LandingFooter />
    </Box>
  );
}
