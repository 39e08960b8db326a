import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { adapterLabel, modeOf, SERVICE_LABELS } from './format';
import type { ServiceMode } from './system.documents';
import { SystemSection } from './SystemSection';

/** Payments, SMS, mail and storage: what each runs on, a stand-in marked as test mode. */
export function ServicesSection({ services }: { services: readonly ServiceMode[] }) {
  return (
    <SystemSection id="system-services" title="Services">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'max-content minmax(0, 1fr) auto' },
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {services.map((service) => {
          const mode = modeOf(service);
          return (
            <Box
              component="li"
              key={service.service}
              // Each item's parts sit in the list's columns: name, what runs it, mode (the name above on a phone).
              sx={{ display: 'grid', gridTemplateColumns: 'subgrid', gridColumn: '1 / -1', alignItems: 'center', py: 0.5 }}
            >
              <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', md: 'auto' } }}>{SERVICE_LABELS[service.service]}</Typography>
              <Typography color="text.secondary">
                {adapterLabel(service.adapter)} <code>({service.adapter})</code>
              </Typography>
              <Chip
                size="small"
                label={mode.label}
                color={mode.color}
                variant={mode.color === 'default' ? 'outlined' : 'filled'}
                sx={{ justifySelf: 'end', fontWeight: mode.color === 'warning' ? 700 : undefined }}
              />
            </Box>
          );
        })}
      </Box>
    </SystemSection>
  );
}
