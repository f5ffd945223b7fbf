import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const spin = keyframes`to { transform: rotate(360deg); }`;
const ride = keyframes`
  0%, 100% { transform: translateX(-12px); }
  50% { transform: translateX(12px); }
`;

const wheel = {
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${spin} 1s linear infinite`,
};

/** Full-screen cycling animation while tools load; still for users who prefer less motion. */
export function BicycleLoader({ label = 'Loading tools' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        color: 'primary.main',
        '& .wheel': wheel,
        '& .bike': { animation: `${ride} 2s ease-in-out infinite` },
        '@media (prefers-reduced-motion: reduce)': {
          '& .wheel, & .bike': { animation: 'none' },
        },
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Box component="svg" viewBox="0 0 120 70" sx={{ width: 180 }} aria-hidden="true">
          <g className="bike" fill="none" stroke="currentColor" strokeWidth={3}>
            <g className="wheel">
              <circle cx="25" cy="48" r="18" />
              <path d="M25 30v36M7 48h36M12 35l26 26M12 61l26-26" strokeWidth={1} />
            </g>
            <g className="wheel">
              <circle cx="95" cy="48" r="18" />
              <path d="M95 30v36M77 48h36M82 35l26 26M82 61l26-26" strokeWidth={1} />
            </g>
            <path d="M25 48l20-26h36L95 48M45 22l15 26h21M60 48L81 22M40 14h12M81 22l-4-10h10" />
          </g>
        </Box>
        <Typography aria-hidden="true" color="textSecondary">
          {label}…
        </Typography>
      </Box>
    </Box>
  );
}
