import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { COLLECTED_DATA } from '../collected-data';
import { NoticeList } from './notice-list';
import { NoticeSection } from './notice-section';

/** What is collected, by category, each item with its purpose. */
export function CollectedDataSection() {
  return (
    <NoticeSection id="data-dikumpulkan" title="Data yang kami kumpulkan dan untuk apa">
      <Typography sx={{ mb: 2 }}>
        Kami hanya mengumpulkan data yang diperlukan untuk menyelenggarakan acara. Di setiap data
        tertulis tujuan penggunaannya.
      </Typography>
      {COLLECTED_DATA.map((category) => (
        <Box key={category.title}>
          <Typography variant="h3" component="h3" sx={{ mt: 2 }}>
            {category.title}
          </Typography>
          <NoticeList>
            {category.items.map((item) => (
              <li key={item.data}>
                {item.data}.{' '}
                <Typography component="span" color="text.secondary">
                  Tujuan: {item.purpose}.
                </Typography>
              </li>
            ))}
          </NoticeList>
        </Box>
      ))}
    </NoticeSection>
  );
}
