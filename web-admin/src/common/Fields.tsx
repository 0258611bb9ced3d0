import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A record's label and value pairs as a description list under its heading. */
export function Fields({ heading, rows }: { heading: string; rows: [string, ReactNode][] }) {
  const id = `fields-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" component="h2" gutterBottom>
        {heading}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(140px, max-content) 1fr',
          columnGap: 2,
          rowGap: 0.75,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', minWidth: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
